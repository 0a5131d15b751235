"use client";
import { Modal } from "@/components/ui/modal";

export interface DraftConflictDialogProps {
  busy: boolean;
  onReloadDraft: () => void;
  onClose: () => void;
}

/**
 * 409 on a draft save: the same account saved this page's draft from another tab or window. Autosave
 * stopped so neither overwrites the other; this tab's edits stay in this browser meanwhile.
 */
export function DraftConflictDialog({ busy, onReloadDraft, onClose }: DraftConflictDialogProps) {
  return (
    <Modal open onClose={onClose} title="Brouillon modifié ailleurs" className="ea-dialog">
      <p>Ce brouillon a été modifié dans un autre onglet ou une autre fenêtre. L’enregistrement automatique est suspendu dans cet onglet.</p>
      <ul className="ea-hint">
        <li>« Recharger le brouillon » affiche le brouillon enregistré depuis l’autre onglet et reprend l’enregistrement automatique.</li>
        <li>Les modifications de cet onglet restent conservées dans ce navigateur d’ici là ; le rechargement les abandonne.</li>
      </ul>
      <div className="ea-row">
        <button type="button" className="ea-button ea-primary" disabled={busy} onClick={onReloadDraft}>
          Recharger le brouillon
        </button>
      </div>
    </Modal>
  );
}
