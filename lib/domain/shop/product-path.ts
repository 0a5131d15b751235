import { slugify } from "@/lib/domain/slugify";

/** The catalogue's path (app/boutique). */
export const SHOP_PATH = "/boutique";

/**
 * Where a product's sheet is on the public site: `/boutique/{slug}/{id}`. The id decides; the slug
 * is for people and search engines (a page given a wrong slug redirects to this one).
 */
export function productPath(product: { id: number; slug: string; name?: string }): string {
  const slug = product.slug || slugify(product.name ?? "") || "produit";
  return `${SHOP_PATH}/${slug}/${product.id}`;
}

/**
 * The technical sheet (PDF) of one declination, served by the storefront for the site of the host
 * (app/boutique/[slug]/[id]/fiche-technique/[declinationId]: GET /product/generate/file/{id}/{declinationId}).
 */
export function technicalSheetPath(product: { id: number; slug: string }, declinationId: number): string {
  return `${productPath(product)}/fiche-technique/${declinationId}`;
}

/** A positive id segment ("12") → 12; anything else (« 0 », « 12a », too long) → null. */
export function parseIdSegment(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** The cart page (issue 11). */
export const CART_PAGE_PATH = "/panier";
