"use client";
import { useId, useState } from "react";
import { generalMessage } from "@/components/account/api-errors";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import type { AdminPageNode, ChildrenChoice } from "@/lib/schemas/admin/pages";

export interface DeletePageFormProps {
  page: AdminPageNode;
  onConfirm: (choice: ChildrenChoice | undefined) => Promise<void>;
  onCancel: () => void;
}

/** Confirms a deletion and, when the page has children, asks what happens to them. */
export function DeletePageForm({ page, onConfirm, onCancel }: DeletePageFormProps) {
  const id = useId();
  const [choice, setChoice] = useState<ChildrenChoice>("move");
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = page.children.length;
  const name = page.menuTitle || page.title;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      await onConfirm(count > 0 ? choice : undefined);
    } catch (failure) {
      setAlert(generalMessage(failure));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`} className="text-lg font-semibold">
        Supprimer « {name} » ?
      </h3>
      <p>La page et son contenu seront supprimés définitivement, ainsi que ses anciennes adresses.</p>
      {count > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">
            Cette page a {count} sous-page{count > 1 ? "s" : ""} : que {count > 1 ? "deviennent-elles" : "devient-elle"} ?
          </legend>
          <label className="flex items-start gap-2">
            <input type="radio" name={`${id}-enfants`} value="move" checked={choice === "move"} onChange={() => setChoice("move")} className="mt-1 size-5" />
            <span>Les garder en les remontant à la place de « {name} »</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name={`${id}-enfants`} value="delete" checked={choice === "delete"} onChange={() => setChoice("delete")} className="mt-1 size-5" />
            <span>Les supprimer aussi (avec leurs propres sous-pages)</span>
          </label>
        </fieldset>
      ) : null}
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={busy || undefined}>
          Supprimer
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          Annuler
        </button>
      </div>
    </form>
  );
}
