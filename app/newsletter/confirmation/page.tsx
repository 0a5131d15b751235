import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { ConfirmNewsletter } from "@/components/account/confirm-newsletter";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { readSecretLinkToken } from "@/lib/storefront/secret-link-token";

export const metadata: Metadata = pageMetadata({
  title: "Inscription à la lettre d'information",
  description: "Confirmation de votre inscription à la lettre d'information.",
  path: "/newsletter/confirmation",
  noIndex: true,
});


/**
 * The double opt-in link of the confirmation e-mail. proxy.ts put its token in a cookie of this
 * path (never in the address bar); the subscription is confirmed only by the button (PUT), since
 * mail link scanners open links on their own.
 */
export default async function NewsletterConfirmationPage() {
  const token = await readSecretLinkToken("/newsletter/confirmation");
  if (!token) {
    return (
      <SimplePage title="Confirmation impossible" lead="Ce lien est incomplet ou a expiré : rouvrez le lien reçu par e-mail, ou inscrivez-vous à nouveau.">
        <p>
          <SiteLink className="underline text-link" href="/">
            Revenir à l&apos;accueil
          </SiteLink>
        </p>
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Confirmez votre inscription" lead="Un dernier clic pour recevoir notre lettre d'information.">
      <ConfirmNewsletter token={token} />
    </SimplePage>
  );
}
