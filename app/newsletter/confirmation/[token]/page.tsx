import type { Metadata } from "next";
import Link from "next/link";
import { SimplePage } from "@/components/pages/simple-page";
import { getServerApi } from "@/lib/api-client/server";
import { toPlatformError } from "@/lib/api-client/platform-error";
import type { Envelope } from "@/lib/domain/envelope";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Inscription à la lettre d'information",
  description: "Confirmation de votre inscription à la lettre d'information.",
  path: "/newsletter/confirmation",
  noIndex: true,
});

interface Props {
  params: Promise<{ token: string }>;
}

/**
 * The double opt-in link of the confirmation e-mail: confirms on the server (PUT /newsletter/confirm)
 * so the answer is in the HTML, with or without JavaScript.
 */
export default async function NewsletterConfirmationPage({ params }: Props) {
  const { token } = await params;
  let confirmed = false;
  let message: string;
  try {
    const api = await getServerApi();
    const response = await api.put<Envelope<{ listName: string | null } | null>>("/newsletter/confirm", { token });
    confirmed = true;
    const listName = response.data.data?.listName;
    message = listName
      ? `Votre inscription à « ${listName} » est confirmée. Merci !`
      : (response.data.message ?? "Votre inscription à la lettre d'information est confirmée. Merci !");
  } catch (error) {
    const failure = toPlatformError(error);
    message =
      failure.status !== null && failure.status < 500
        ? failure.message
        : "La confirmation n'a pas pu aboutir pour le moment : réessayez un peu plus tard en rouvrant le lien reçu par e-mail.";
  }
  return (
    <SimplePage title={confirmed ? "Inscription confirmée" : "Confirmation impossible"} lead={message}>
      <p>
        <Link className="underline text-[var(--color-link)]" href="/">
          Revenir à l&apos;accueil
        </Link>
      </p>
    </SimplePage>
  );
}
