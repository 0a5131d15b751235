"use client";
import { Modal } from "@/components/ui/modal";
import type { CurrentLayout } from "@/lib/schemas/admin/layouts";
import { formatDateTime, personName } from "./format";

export interface ConflictDialogProps {
  current: CurrentLayout;
  busy: boolean;
  onReloadTheirs: () => void;
  onPublishCopy: () => void;
  onPublishMine: () => void;
  onClose: () => void;
}

/**
 * 409 on publish: someone published after this draft began. Reload theirs, publish mine as a copy
 * (a new page out of the menu: theirs stays online, untouched) or, on purpose, mine over theirs
 * (theirs stays in the revisions).
 */
export function ConflictDialog({ current, busy, onReloadTheirs, onPublishCopy, onPublishMine, onClose }: ConflictDialogProps) {
  return (
    <Modal open onClose={onClose} title="La page a été modifiée entre-temps" className="ea-dialog">
      <p>
        {personName(current.author)} a publié une autre version le {formatDateTime(current.createdAt)}, après le début de vos
        modifications.
      </p>
      <ul className="ea-hint">
        <li>« Recharger leur version » abandonne votre brouillon et affiche la version en ligne.</li>
        <li>
          « Publier une copie » crée une nouvelle page, hors du menu, avec votre version, et l’ouvre dans l’éditeur ; leur version reste en
          ligne.
        </li>
        <li>« Publier ma version par-dessus » remplace leur version en ligne ; elle reste dans l’historique et peut être restaurée.</li>
      </ul>
      <div className="ea-row">
        <button type="button" className="ea-button" disabled={busy} onClick={onReloadTheirs}>
          Recharger leur version
        </button>
        <button type="button" className="ea-button ea-primary" disabled={busy} onClick={onPublishCopy}>
          Publier une copie
        </button>
        <button type="button" className="ea-button" disabled={busy} onClick={onPublishMine}>
          Publier ma version par-dessus
        </button>
      </div>
    </Modal>
  );
}
