import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { SiteChrome } from "@/components/site/site-chrome";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

/** 404 of every route (SPEC §2, §8): the message of the spec and a way back home. */
export default function NotFound() {
  return (
    <SiteChrome>
      <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 pb-20 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <p className="text-sm font-semibold uppercase tracking-wide">Erreur 404</p>
        <h1 className="font-[family-name:var(--font-title)] text-3xl text-[var(--color-heading)] sm:text-4xl">
          Page introuvable
        </h1>
        <p lang="en" data-testid="not-found-message">
          This page could not be found
        </p>
        <p>La page que vous cherchez n&apos;existe pas ou a été déplacée.</p>
        <IntentLink
          href="/"
          className="rounded-md bg-[var(--color-primary)] px-5 py-3 font-semibold text-[var(--color-primary-contrast)] hover:opacity-90"
        >
          Retour à l&apos;accueil
        </IntentLink>
      </div>
    </SiteChrome>
  );
}
