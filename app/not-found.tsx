import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { SiteChrome } from "@/components/site/site-chrome";
import { isMissingPageRewrite } from "@/lib/storefront/request-path";

export const metadata: Metadata = { title: "Page introuvable", robots: { index: false } };

function NotFoundMessage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 pb-20 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
      <p className="text-sm font-semibold uppercase tracking-wide">Erreur 404</p>
      <h1 className="font-title text-3xl text-heading sm:text-4xl">
        Page introuvable
      </h1>
      <p lang="en" data-testid="not-found-message">
        This page could not be found
      </p>
      <p>La page que vous cherchez n&apos;existe pas ou a été déplacée.</p>
      <SiteLink
        href="/"
        className="rounded-md bg-primary px-5 py-3 font-semibold text-on-primary hover:opacity-90"
      >
        Retour à l&apos;accueil
      </SiteLink>
    </div>
  );
}

/**
 * 404 of every route (SPEC §2, §8): the message of the spec and a way back home. With the site's
 * chrome for a missing page (the proxy's rewrite, NOT_FOUND_PAGE_HEADER); Next also renders this
 * element into every other page's RSC payload as the boundary's fallback, where the chrome would
 * be a second copy of the header, menus and footer (~17 kB of the home's payload): there, and for
 * a notFound() thrown inside a route, only the message and the link home in a <main>.
 */
export default async function NotFound() {
  if (await isMissingPageRewrite()) {
    return (
      <SiteChrome>
        <NotFoundMessage />
      </SiteChrome>
    );
  }
  return (
    <main id="contenu" tabIndex={-1} className="outline-none">
      <NotFoundMessage />
    </main>
  );
}
