"use client";
import { Modal } from "@/components/ui/modal";
import { BUTTON, PRIMARY_BUTTON } from "./styles";

export interface LegalChecklistEntry {
  text: string;
  textLabel: string;
  missing: { type: string; label: string }[];
}

export interface LegalChecklistDialogProps {
  entries: LegalChecklistEntry[] | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** Closes the dialog and takes the owner to the field of that company parameter. */
  onGoToField: (type: string) => void;
}

/**
 * The French legal autopilot before a legal text is saved: every company detail its placeholders
 * need that is still empty (visitors would read « [information non renseignée] »). Saving stays
 * possible, but only after this list was shown and confirmed.
 */
export function LegalChecklistDialog({ entries, onCancel, onConfirm, onGoToField }: LegalChecklistDialogProps) {
  return (
    <Modal open={entries !== null} onClose={onCancel} title="Informations de l'entreprise manquantes">
      <div className="flex flex-col gap-3 text-sm">
        {(entries ?? []).map((entry) => (
          <section key={entry.text} aria-label={entry.textLabel}>
            <p>
              « {entry.textLabel} » utilise des informations encore vides ; les visiteurs liraient « [information non renseignée] » à
              leur place :
            </p>
            <ul className="mt-2 flex flex-col gap-1">
              {entry.missing.map((m) => (
                <li key={m.type} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{m.label}</span>
                  <button type="button" className={BUTTON} onClick={() => onGoToField(m.type)}>
                    Compléter<span className="sr-only"> : {m.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button type="button" className={BUTTON} onClick={onCancel}>
            Annuler
          </button>
          <button type="button" className={PRIMARY_BUTTON} onClick={onConfirm}>
            Enregistrer quand même
          </button>
        </div>
      </div>
    </Modal>
  );
}
