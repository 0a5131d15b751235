import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { SimplePage } from "@/components/pages/simple-page";
import { FactList } from "@/components/pages/fact-list";
import { registrationFacts } from "@/components/workshops/registration-facts";
import { WorkshopOfferChoice } from "@/components/workshops/workshop-offer-choice";
import { findLinkedRegistration } from "@/lib/storefront/find-workshop-registration";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Place proposée",
  description: "Une place s'est libérée à un atelier : l'accepter ou la laisser.",
  path: "/ateliers/place-proposee",
  noIndex: true,
});

const LINK_CLASS = "underline text-link";

/**
 * The link of the « Une place s'est libérée » e-mail. proxy.ts put its token in a cookie of this
 * path (never in the address bar); the seats are accepted or let go only by a button.
 */
export default async function WorkshopOfferPage() {
  const { token, registration } = await findLinkedRegistration("/ateliers/place-proposee");
  if (!token || !registration || registration.status !== "OFFERED") {
    const accepted = registration?.status === "CONFIRMED";
    return (
      <SimplePage
        title={accepted ? "Place déjà acceptée" : "Cette place n'est plus proposée"}
        lead={
          accepted
            ? "Votre place est confirmée : l'e-mail de confirmation, avec l'invitation, vous a été envoyé."
            : "Ce lien n'est plus valide : le délai pour accepter est passé (la place a été proposée à la personne suivante), ou la demande a été annulée."
        }
      >
        <p>
          <SiteLink className={LINK_CLASS} href={registration?.workshopPath ?? "/ateliers"}>
            {registration ? "Revoir la page de l'atelier" : "Voir les ateliers"}
          </SiteLink>
        </p>
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Une place vous est proposée" lead="Des places se sont libérées : nous les gardons pour vous jusqu'à l'heure indiquée. Sans réponse, elles iront à la personne suivante de la liste d'attente.">
      <FactList facts={registrationFacts(registration)} className="mb-6" />
      <WorkshopOfferChoice token={token} workshopPath={registration.workshopPath} />
    </SimplePage>
  );
}
