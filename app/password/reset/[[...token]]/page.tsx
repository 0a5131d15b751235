import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { notFound } from "next/navigation";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { readSecretLinkToken } from "@/lib/storefront/secret-link-token";


export const metadata: Metadata = pageMetadata({
  title: "Nouveau mot de passe",
  description: "Choisissez un nouveau mot de passe pour votre compte.",
  path: "/password/reset",
  noIndex: true,
});

interface Props {
  params: Promise<{ token?: string[] }>;
}

/**
 * Reset with the token of the e-mail link (SPEC §2). proxy.ts answers `/password/reset/<token>`
 * with the token in an HttpOnly cookie of this path and a 303 here, so the token never shows in
 * the address bar; this page reads it on the server. Without it: ask again.
 */
export default async function ResetPasswordPage({ params }: Props) {
  const { token = [] } = await params;
  if (token.length > 1) notFound();
  const fromLink = token.length === 0 ? await readSecretLinkToken("/password/reset") : undefined;
  if (fromLink) {
    return (
      <SimplePage title="Nouveau mot de passe" lead="Choisissez votre nouveau mot de passe.">
        <ResetPasswordForm token={fromLink} />
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Nouveau mot de passe" lead="Ce lien est incomplet : ouvrez le lien reçu par e-mail, ou faites une nouvelle demande.">
      <p>
        <SiteLink className="underline text-link" href="/password/reset/ask">
          Recevoir un nouveau lien
        </SiteLink>
      </p>
    </SimplePage>
  );
}
