import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { SimplePage } from "@/components/pages/simple-page";
import { FactList } from "@/components/pages/fact-list";
import { CancelWorkshopRegistration } from "@/components/workshops/cancel-workshop-registration";
import { registrationFacts } from "@/components/workshops/registration-facts";
import { findLinkedRegistration } from "@/lib/storefront/find-workshop-registration";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Annuler mon inscription",
  description: "Annulation d'une inscription à un atelier.",
  path: "/ateliers/annulation",
  noIndex: true,
});

const LINK_CLASS = "underline text-link";

/**
 * The cancel link of a workshop sign-up e-mail. proxy.ts put its token in a cookie of this path
 * (never in the address bar); the sign-up is cancelled only by the button.
 */
export default async function CancelWorkshopPage() {
  const { token, registration } = await findLinkedRegistration("/ateliers/annulation");
  if (!token || !registration) {
    return (
      <SimplePage title="Annulation impossible" lead="Ce lien n'est plus valide : l'inscription est introuvable, déjà annulée, ou le lien a expiré. Rouvrez le lien reçu par e-mail.">
        <p>
          <SiteLink className={LINK_CLASS} href="/">
            Revenir à l&apos;accueil
          </SiteLink>
        </p>
      </SimplePage>
    );
  }
  const waiting = registration.status === "WAITING";
  return (
    <SimplePage
      title={waiting ? "Retirer ma demande" : "Annuler mon inscription"}
      lead={waiting ? "Vous quitterez la liste d'attente de cet atelier." : "Votre place sera proposée à la première personne de la liste d'attente."}
    >
      <FactList facts={registrationFacts(registration)} className="mb-6" />
      <CancelWorkshopRegistration token={token} waiting={waiting} />
      <p className="mt-6">
        <SiteLink className={LINK_CLASS} href={registration.workshopPath}>
          Revoir la page de l&apos;atelier
        </SiteLink>
      </p>
    </SimplePage>
  );
}
