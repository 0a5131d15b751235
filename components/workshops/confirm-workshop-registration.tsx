"use client";
import { TokenConfirmation } from "@/components/account/token-confirmation";

/** « Confirmer mon inscription »: POST /workshop/registration/confirm on the button only (mail scanners open links). */
export function ConfirmWorkshopRegistration({ token, waiting }: { token: string; waiting: boolean }) {
  return (
    <TokenConfirmation
      token={token}
      confirm={async (value) => (await import("@/lib/api-client/workshops")).confirmWorkshopRegistration(value)}
      buttonLabel={waiting ? "Confirmer ma demande" : "Confirmer mon inscription"}
      pendingLabel="Confirmation en cours…"
    />
  );
}
