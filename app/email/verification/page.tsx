import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { VerifyEmail } from "@/components/account/verify-email";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { readSecretLinkToken } from "@/lib/storefront/secret-link-token";

export const metadata: Metadata = pageMetadata({
  title: "Confirmation de votre adresse e-mail",
  description: "Confirmez l'adresse e-mail de votre compte.",
  path: "/email/verification",
  noIndex: true,
});


/**
 * The link of the verification e-mail. proxy.ts put its token in a cookie of this path (never in
 * the address bar); the address is confirmed by the button (PUT /email/verify).
 */
export default async function EmailVerificationPage() {
  const token = await readSecretLinkToken("/email/verification");
  if (!token) {
    return (
      <SimplePage title="Confirmation impossible" lead="Ce lien est incomplet ou a expiré : rouvrez le lien reçu par e-mail, ou demandez-en un nouveau depuis « Mon compte ».">
        <p>
          <SiteLink className="underline text-link" href="/mon-compte">
            Aller à mon compte
          </SiteLink>
        </p>
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Confirmez votre adresse e-mail" lead="Un clic pour confirmer que cette adresse est bien la vôtre.">
      <VerifyEmail token={token} />
    </SimplePage>
  );
}
