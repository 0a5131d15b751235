import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { SimplePage } from "@/components/pages/simple-page";
import { ReviewForm } from "@/components/reviews/review-form";
import { PlatformError } from "@/lib/api-client/platform-error";
import { getServerApi } from "@/lib/api-client/server";
import { reviewLinkInfoSchema } from "@/lib/schemas/reviews";
import { pageMetadata } from "@/lib/storefront/metadata";
import { readSecretLinkToken } from "@/lib/storefront/secret-link-token";

export const metadata: Metadata = pageMetadata({
  title: "Donner mon avis",
  description: "Donnez votre avis sur nos prestations.",
  path: "/donner-mon-avis",
  noIndex: true,
});


/** Who the link is for (POST /review/link), or null when it is unknown, spent or expired. */
async function checkLink(token: string): Promise<string | null> {
  try {
    const response = await (await getServerApi()).post("/review/link", { token });
    return reviewLinkInfoSchema.parse(response.data.data).firstname;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

function InvalidLink() {
  return (
    <SimplePage title="Lien d'avis invalide" lead="Ce lien est incomplet, a expiré ou a déjà servi. Merci de votre intérêt !">
      <p>
        <SiteLink className="underline text-link" href="/">
          Revenir à l&apos;accueil
        </SiteLink>
      </p>
    </SimplePage>
  );
}

/**
 * The review link e-mailed by the admin. proxy.ts moved its token into a cookie of this path
 * (never in the address bar); the review is sent by the form only, then waits for moderation.
 */
export default async function ReviewLinkPage() {
  const token = await readSecretLinkToken("/donner-mon-avis");
  const firstname = token ? await checkLink(token) : null;
  if (!token || firstname === null) return <InvalidLink />;
  return (
    <SimplePage title="Donner mon avis" lead={`Bonjour ${firstname}, merci de prendre une minute pour nous dire ce que vous avez pensé de notre accompagnement.`}>
      <ReviewForm token={token} />
    </SimplePage>
  );
}
