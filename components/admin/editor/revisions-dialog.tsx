"use client";
import { useEffect, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { listPageLayouts } from "@/lib/api-client/admin/layouts";
import type { LayoutRevision } from "@/lib/schemas/admin/layouts";
import { formatDateTime, personName } from "./format";

export interface RevisionsDialogProps {
  pageId: number;
  onRestore: (idLayout: number) => Promise<boolean>;
  onClose: () => void;
}

/** The last 20 published versions of the page, newest first, each restorable. */
export function RevisionsDialog({ pageId, onRestore, onClose }: RevisionsDialogProps) {
  const [revisions, setRevisions] = useState<LayoutRevision[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    listPageLayouts(pageId).then(setRevisions, (cause: unknown) => setError(cause instanceof Error ? cause.message : "Erreur inconnue."));
  }, [pageId]);

  return (
    <Modal open onClose={onClose} title="Historique des versions" className="ea-dialog">
      {error ? <p className="ea-error">Historique indisponible : {error}</p> : null}
      {revisions === null && !error ? <p role="status">Chargement…</p> : null}
      {revisions ? (
        <ol className="ea-list" aria-label="Versions publiées">
          {revisions.map((revision) => (
            <li key={revision.id} className="ea-list-item" data-testid="ea-revision">
              <p>
                {formatDateTime(revision.createdAt)} — {personName(revision.author)}
                {revision.current ? <span className="ea-badge">Version en ligne</span> : null}
                {revision.restoredFrom ? <span className="ea-hint"> (restaurée)</span> : null}
              </p>
              {revision.current ? null : (
                <button
                  type="button"
                  className="ea-button ea-small"
                  disabled={busy}
                  onClick={async () => {
                    setBusy(true);
                    const done = await onRestore(revision.id);
                    setBusy(false);
                    if (done) onClose();
                  }}
                >
                  Restaurer <span className="ea-sr">la version du {formatDateTime(revision.createdAt)}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </Modal>
  );
}
