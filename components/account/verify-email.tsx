"use client";
import { loadAccountApi } from "./form-tools";
import { TokenConfirmation } from "./token-confirmation";

/** « Confirmer mon adresse »: PUT /email/verify on the button only. */
export function VerifyEmail({ token }: { token: string }) {
  return (
    <TokenConfirmation
      token={token}
      confirm={async (value) => {
        const { data, message } = await (await loadAccountApi()).verifyEmail({ token: value });
        return `${message ?? "Votre adresse e-mail est confirmée."} (${data.email})`;
      }}
      buttonLabel="Confirmer mon adresse"
      pendingLabel="Confirmation en cours…"
    />
  );
}
