"use client";
import { SECONDARY_BUTTON } from "@/components/account/field-styles";
import { FormAlert } from "@/components/account/form-alert";
import { useResendVerification } from "@/components/account/use-resend-verification";
import { emailConfirmationNotice } from "@/lib/domain/shop/checkout-payment";
import type { PaymentMethod } from "@/lib/schemas/shop/order";

/**
 * On the payment step of a customer whose address is not confirmed: why the offline methods are
 * not offered (lib/domain/shop/checkout-payment.ts), a button to receive the confirmation link
 * again (POST /user/email/verification) and one to check again once it is followed (`onConfirmed`
 * asks the server for the methods again; it does so by itself when the page gets the focus back).
 */
export function EmailConfirmationOffer({ methods, othersUsable, onConfirmed }: { methods: readonly PaymentMethod[]; othersUsable: boolean; onConfirmed: () => void }) {
  // Confirmed meanwhile (in another tab): the methods are asked for again.
  const { sent, alert, pending, resend } = useResendVerification(onConfirmed);

  return (
    <aside aria-label="Confirmation de votre adresse e-mail" className="flex flex-col gap-3 rounded-md border-2 border-ink/25 p-4" data-testid="paiement-confirmation-email">
      <p>{emailConfirmationNotice(methods, othersUsable)}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={SECONDARY_BUTTON} aria-disabled={pending || undefined} onClick={resend}>
          Renvoyer l&apos;e-mail de confirmation
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onConfirmed}>
          J&apos;ai confirmé mon adresse
        </button>
      </div>
      {sent ? <p role="status">{sent}</p> : null}
      <FormAlert message={alert} />
    </aside>
  );
}
