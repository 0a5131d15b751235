"use client";
import { loadAccountApi } from "./form-tools";
import { TokenConfirmation } from "./token-confirmation";

/** « Confirmer mon inscription »: PUT /newsletter/confirm on the button only. */
export function ConfirmNewsletter({ token }: { token: string }) {
  return (
    <TokenConfirmation
      token={token}
      confirm={async (value) => (await (await loadAccountApi()).confirmNewsletter({ token: value })).message ?? "Votre inscription est confirmée."}
      buttonLabel="Confirmer mon inscription"
      pendingLabel="Confirmation en cours…"
    />
  );
}
