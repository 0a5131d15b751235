"use client";
import { SECONDARY_BUTTON } from "./field-styles";
import { FormAlert } from "./form-alert";
import { useResendVerification } from "./use-resend-verification";

/**
 * Under « Mes informations »: whether the address is confirmed, the new address waiting for its
 * link, and a button to receive the confirmation link again (POST /user/email/verification).
 */
export function EmailVerificationNotice({ email, verified, pendingEmail }: { email: string; verified: boolean; pendingEmail: string | null }) {
  const { sent, alert, pending, resend } = useResendVerification();

  return (
    <div className="mb-6 flex flex-col gap-3">
      {verified ? (
        <p>Votre adresse e-mail {email} est confirmée.</p>
      ) : (
        <>
          <p>
            Votre adresse e-mail {email} n&apos;est pas encore confirmée : suivez le lien reçu par e-mail pour pouvoir gérer vos
            abonnements à la lettre d&apos;information et payer vos commandes par virement, par chèque ou au retrait.
          </p>
          <div>
            <button type="button" className={SECONDARY_BUTTON} aria-disabled={pending || undefined} onClick={resend}>
              Recevoir un nouveau lien de confirmation
            </button>
          </div>
          {sent ? <p role="status">{sent}</p> : null}
          <FormAlert message={alert} />
        </>
      )}
      {pendingEmail ? (
        <p>Nouvelle adresse en attente de confirmation : {pendingEmail}. Elle remplacera l&apos;actuelle dès que vous aurez suivi le lien qui lui a été envoyé.</p>
      ) : null}
    </div>
  );
}
