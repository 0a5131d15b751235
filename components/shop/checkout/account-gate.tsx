"use client";
import { CARD } from "@/components/account/field-styles";
import { LoginForm } from "@/components/account/login-form";
import { RegisterForm } from "@/components/account/register-form";
import { checkoutStepPath } from "@/lib/domain/shop/checkout-steps";
import type { RegistrationRules } from "@/lib/schemas/account";

/**
 * Ordering needs a customer account: a guest logs in or registers here, without leaving the
 * checkout. The cart stays (the guest cart merges into the customer's at login: the cart store's
 * afterLogin, started by the shell's CustomerCartSync) and so do the delivery choices (the delivery
 * store is only cleared at logout); the login comes back to this step.
 */
export function AccountGate({ registration, message }: { registration: RegistrationRules; message?: string | null }) {
  return (
    <div className="flex flex-col gap-4" data-testid="commande-compte">
      {message ? (
        <p role="alert" className="font-semibold">
          {message}
        </p>
      ) : null}
      <p>Pour passer commande, connectez-vous à votre compte client ou créez-le : votre panier et vos choix de livraison sont conservés.</p>
      <div className="grid items-start gap-6 md:grid-cols-2">
        <section aria-labelledby="commande-connexion" className={CARD}>
          <h3 id="commande-connexion" className="mb-4 text-xl font-semibold text-heading">
            J&apos;ai déjà un compte
          </h3>
          <LoginForm returnPath={checkoutStepPath("adresses")} />
        </section>
        <section aria-labelledby="commande-inscription" className={CARD}>
          <h3 id="commande-inscription" className="mb-4 text-xl font-semibold text-heading">
            Je crée mon compte
          </h3>
          <RegisterForm rules={registration} />
        </section>
      </div>
    </div>
  );
}
