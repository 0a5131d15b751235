/**
 * Top-level folders of `app/` that are routes of their own: their paths never reach the catch-all
 * page (`app/[...path]`), so they are not looked up among the site's pages and no page may take
 * them as first url segment. Kept equal to the folders by tests/unit/storefront-missing-page.test.ts.
 */
export const APP_ROUTE_ROOTS: ReadonlySet<string> = new Set([
  "actualites",
  "albums",
  "api",
  "ateliers",
  "auth",
  "blog",
  "boutique",
  "commande",
  "cookie-policy",
  "donner-mon-avis",
  "email",
  "images",
  "legal-notice",
  "mon-compte",
  "newsletter",
  "panier",
  "password",
  "prestation",
  "privacy-policy",
  "recherche",
  "rendez-vous",
  "sale-terms",
  "use-terms",
]);
