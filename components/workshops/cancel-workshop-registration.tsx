"use client";
import { TokenConfirmation } from "@/components/account/token-confirmation";

/** « Annuler mon inscription »: POST /workshop/registration/cancel on the button only (mail scanners open links). */
export function CancelWorkshopRegistration({ token, waiting }: { token: string; waiting: boolean }) {
  return (
    <TokenConfirmation
      token={token}
      confirm={async (value) => (await import("@/lib/api-client/workshops")).cancelWorkshopRegistration(value)}
      buttonLabel={waiting ? "Retirer ma demande" : "Annuler mon inscription"}
      pendingLabel="Annulation en cours…"
    />
  );
}
