"use client";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { loadAccountApi } from "./form-tools";
import { generalMessage } from "./api-errors";
import { SECONDARY_BUTTON } from "./field-styles";
import { FormAlert } from "./form-alert";
import { useAuthActions } from "./use-auth-actions";

/** « Se déconnecter »: POST /logout (session ended, cookies cleared), store cleared, back home. */
export function LogoutButton() {
  const { afterLogout } = useAuthActions();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await (await loadAccountApi()).logOut();
      toast.success("Déconnexion réussie. À bientôt !");
      afterLogout();
    } catch (failure) {
      setError(generalMessage(failure));
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <button type="button" onClick={handleClick} className={SECONDARY_BUTTON} aria-disabled={pending || undefined}>
        {pending ? "Déconnexion en cours…" : "Se déconnecter"}
      </button>
      <FormAlert message={error} />
    </div>
  );
}
