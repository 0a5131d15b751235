"use client";
import { confirmNewsletter } from "@/lib/api-client/account";
import { TokenConfirmation } from "./token-confirmation";

/** « Confirmer mon inscription »: PUT /newsletter/confirm on the button only. */
export function ConfirmNewsletter({ token }: { token: string }) {
  return (
    <TokenConfirmation
      token={token}
      confirm={async (value) => (await confirmNewsletter({ token: value })).message ?? "Votre inscription est confirmée."}
      buttonLabel="Confirmer mon inscription"
      pendingLabel="Confirmation en cours…"
    />
  );
}
