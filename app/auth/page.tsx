import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/account/login-form";
import { RegisterForm } from "@/components/account/register-form";
import { ACCOUNT_HOME, safeReturnPath } from "@/components/account/return-path";
import { CARD } from "@/components/account/field-styles";
import { SimplePage } from "@/components/pages/simple-page";
import { registrationRules } from "@/lib/schemas/account";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getSiteContext } from "@/lib/storefront/site-context";
import { getVisitorUser } from "@/lib/storefront/visitor-user";

export const metadata: Metadata = pageMetadata({
  title: "Connexion ou création de compte",
  description: "Connectez-vous à votre espace client ou créez votre compte.",
  path: "/auth",
  noIndex: true,
});

interface Props {
  searchParams: Promise<{ retour?: string | string[] }>;
}

/** Login and register (SPEC §2). A logged-in visitor goes straight to the account area. */
export default async function AuthPage({ searchParams }: Props) {
  const [{ parameters }, user, { retour }] = await Promise.all([getSiteContext(), getVisitorUser(), searchParams]);
  const returnPath = safeReturnPath(retour);
  if (user) redirect(returnPath ?? ACCOUNT_HOME);
  const rules = registrationRules(parameters);

  return (
    <SimplePage title="Mon compte" lead="Connectez-vous à votre espace client ou créez votre compte en quelques instants.">
      <div className="grid items-start gap-6 md:grid-cols-2">
        <section aria-labelledby="auth-login" className={CARD}>
          <h2 id="auth-login" className="mb-4 text-xl font-semibold text-heading">
            J&apos;ai déjà un compte
          </h2>
          <LoginForm returnPath={returnPath} />
        </section>
        <section aria-labelledby="auth-register" className={CARD}>
          <h2 id="auth-register" className="mb-4 text-xl font-semibold text-heading">
            Je crée mon compte
          </h2>
          <RegisterForm rules={rules} returnPath={returnPath} />
        </section>
      </div>
    </SimplePage>
  );
}
