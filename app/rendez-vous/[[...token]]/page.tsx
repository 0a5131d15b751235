import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { notFound } from "next/navigation";
import { ManageAppointment } from "@/components/appointments/manage-appointment";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { readSecretLinkToken } from "@/lib/storefront/secret-link-token";


export const metadata: Metadata = pageMetadata({
  title: "Mon rendez-vous",
  description: "Annulez ou déplacez votre rendez-vous.",
  path: "/rendez-vous",
  noIndex: true,
});

interface Props {
  params: Promise<{ token?: string[] }>;
}

/**
 * The manage link of the confirmation e-mail. proxy.ts answers `/rendez-vous/<token>` with the
 * token in an HttpOnly cookie of this path and a 303 here: the token never stays in the address bar.
 */
export default async function ManageAppointmentPage({ params }: Props) {
  const { token = [] } = await params;
  if (token.length > 1) notFound();
  const fromLink = token.length === 0 ? await readSecretLinkToken("/rendez-vous") : undefined;
  if (fromLink) {
    return (
      <SimplePage title="Mon rendez-vous" lead="Vous pouvez confirmer, déplacer ou annuler votre rendez-vous.">
        <ManageAppointment token={fromLink} />
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Mon rendez-vous" lead="Ce lien est incomplet ou a expiré : ouvrez à nouveau le lien reçu par e-mail.">
      <p>
        <SiteLink className="underline text-link" href="/prendre-un-rendez">
          Prendre un rendez-vous
        </SiteLink>
      </p>
    </SimplePage>
  );
}
