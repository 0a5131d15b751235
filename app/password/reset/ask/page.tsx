import type { Metadata } from "next";
import { ResetAskForm } from "@/components/account/reset-ask-form";
import { SimplePage } from "@/components/pages/simple-page";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

export const metadata: Metadata = pageMetadata({
  title: "Mot de passe oublié",
  description: "Demandez un lien pour choisir un nouveau mot de passe.",
  path: "/password/reset/ask",
  noIndex: true,
});

/** Ask for a reset link (SPEC §2). */
export default async function AskResetPage() {
  await declareSharedRender();
  return (
    <SimplePage
      title="Mot de passe oublié"
      lead="Indiquez l'adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe."
    >
      <ResetAskForm />
    </SimplePage>
  );
}
