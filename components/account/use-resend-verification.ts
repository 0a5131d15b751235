"use client";
import { useState } from "react";
import { toPlatformError } from "@/lib/api-client/platform-error";
import { generalMessage } from "./api-errors";
import { loadAccountApi } from "./form-tools";

/**
 * « Renvoyer l'e-mail de confirmation » (POST /user/email/verification), once at a time: the
 * server's answer once sent, its French error otherwise. `onAlreadyConfirmed`: the address was
 * confirmed meanwhile (another tab; 409).
 */
export function useResendVerification(onAlreadyConfirmed?: () => void) {
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const resend = async () => {
    if (pending) return;
    setPending(true);
    setAlert(null);
    setSent(null);
    try {
      setSent((await (await loadAccountApi()).resendEmailVerification()).message);
    } catch (failure) {
      if (toPlatformError(failure).status === 409) onAlreadyConfirmed?.();
      setAlert(generalMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return { sent, alert, pending, resend };
}
