import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Nouveau mot de passe",
  description: "Choisissez un nouveau mot de passe pour votre compte.",
  path: "/password/reset",
  noIndex: true,
});

interface Props {
  params: Promise<{ token?: string[] }>;
}

/** Reset with the token of the e-mail link (SPEC §2: token optional — without it, ask again). */
export default async function ResetPasswordPage({ params }: Props) {
  const { token = [] } = await params;
  if (token.length > 1) notFound();
  if (token.length === 1) {
    return (
      <SimplePage title="Nouveau mot de passe" lead="Choisissez votre nouveau mot de passe.">
        <ResetPasswordForm token={token[0]!} />
      </SimplePage>
    );
  }
  return (
    <SimplePage title="Nouveau mot de passe" lead="Ce lien est incomplet : ouvrez le lien reçu par e-mail, ou faites une nouvelle demande.">
      <p>
        <Link className="underline text-[var(--color-link)]" href="/password/reset/ask">
          Recevoir un nouveau lien
        </Link>
      </p>
    </SimplePage>
  );
}
