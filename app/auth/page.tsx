import type { Metadata } from "next";
import Link from "next/link";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Connexion ou création de compte",
  description: "Connectez-vous à votre espace client ou créez votre compte.",
  path: "/auth",
  noIndex: true,
});

/** Login / register screen (SPEC §2); the forms arrive with the accounts work. */
export default function AuthPage() {
  return (
    <SimplePage title="Mon compte" lead="Connectez-vous à votre espace client ou créez votre compte en quelques instants.">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="auth-login" className="rounded-lg border border-[color-mix(in_srgb,var(--color-text)_20%,transparent)] p-6">
          <h2 id="auth-login" className="text-xl font-semibold text-[var(--color-heading)]">J&apos;ai déjà un compte</h2>
          <p className="mt-2">La connexion à l&apos;espace client sera bientôt disponible.</p>
          <p className="mt-4">
            <Link className="underline text-[var(--color-link)]" href="/password/reset/ask">
              Mot de passe oublié ?
            </Link>
          </p>
        </section>
        <section aria-labelledby="auth-register" className="rounded-lg border border-[color-mix(in_srgb,var(--color-text)_20%,transparent)] p-6">
          <h2 id="auth-register" className="text-xl font-semibold text-[var(--color-heading)]">Je crée mon compte</h2>
          <p className="mt-2">
            La création de compte sera bientôt disponible. En attendant,{" "}
            <Link className="underline text-[var(--color-link)]" href="/nous-contacter">
              contactez-nous
            </Link>
            .
          </p>
        </section>
      </div>
    </SimplePage>
  );
}
