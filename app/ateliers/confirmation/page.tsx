import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { SimplePage } from "@/components/pages/simple-page";
import { FactList } from "@/components/pages/fact-list";
import { ConfirmWorkshopRegistration } from "@/components/workshops/confirm-workshop-registration";
import { registrationFacts } from "@/components/workshops/registration-facts";
import { findLinkedRegistration } from "@/lib/storefront/find-workshop-registration";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Confirmer mon inscription",
  description: "Confirmation de l'adresse e-mail d'une inscription à un atelier.",
  path: "/ateliers/confirmation",
  noIndex: true,
});

const LINK_CLASS = "underline text-link";

/**
 * The link of the « Confirmez votre inscription » e-mail. proxy.ts put its token in a cookie of
 * this path (never in the address bar); the address is confirmed only by the button. Until then
 * the page shows nothing the visitor typed (whoever typed the address may not own it).
 */
export default async function ConfirmWorkshopPage() {
  const { token, registration } = await findLinkedRegistration("/ateliers/confirmation");
  if (!token || !registration || registration.addressConfirmed) {
    const confirmed = registration?.addressConfirmed === true;
    return (
      <SimplePage
        title={confirmed ? "Adresse déjà confirmée" : "Confirmation impossible"}
        lead={
          confirmed
            ? "Cette inscription est déjà confirmée : l'e-mail de confirmation vous a été envoyé."
            : "Ce lien n'est plus valide : la demande est introuvable, annulée, ou n'a pas été confirmée à temps. Vous pouvez vous inscrire à nouveau depuis la page de l'atelier."
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
  const waiting = registration.status === "WAITING";
  return (
    <SimplePage
      title={waiting ? "Confirmez votre demande" : "Confirmez votre inscription"}
      lead={
        waiting
          ? "Un clic pour confirmer que cette adresse est bien la vôtre : votre demande comptera alors sur la liste d'attente."
          : "Un clic pour confirmer que cette adresse est bien la vôtre : vos places vous seront alors réservées."
      }
    >
      <FactList facts={registrationFacts(registration)} className="mb-6" />
      <ConfirmWorkshopRegistration token={token} waiting={waiting} />
    </SimplePage>
  );
}
