import { APP_ROUTE_ROOTS } from "./app-route-roots";
import { slugify } from "./slugify";

/**
 * Page url rules (issue 9), shared by the pages panel's form and the server. A page url is a
 * path without leading slash: lowercase segments of the slug alphabet (SPEC §5) separated by "/";
 * "" is the home page's alone.
 */

/** Longest url a page may have (characters). */
export const PAGE_URL_MAX_LENGTH = 200;

/** Meta description: refused above the maximum, the form warns above the advised length. */
export const META_DESCRIPTION_MAX_LENGTH = 160;
export const META_DESCRIPTION_ADVISED_LENGTH = 155;

/** First segments a page may not take: the app's own routes and the paths the server keeps for assets. */
export const RESERVED_URL_ROOTS: ReadonlySet<string> = new Set([...APP_ROUTE_ROOTS, "fonts", "vendor"]);

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An admin-typed url cleaned of spaces and of slashes at either end ("/a/b/" → "a/b"). */
export function normalizePageUrl(value: string): string {
  return value.trim().replace(/^\/+|\/+$/g, "");
}

/** The French error of a page url (already normalised), or null when it is valid. */
export function pageUrlError(url: string): string | null {
  if (url === "") return "L'adresse est obligatoire.";
  if (url.length > PAGE_URL_MAX_LENGTH) return `L'adresse est trop longue (${PAGE_URL_MAX_LENGTH} caractères au plus).`;
  const segments = url.split("/");
  if (segments.some((segment) => !SEGMENT.test(segment))) {
    return "L'adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets, séparés par « / » (par exemple « prestations/coaching »).";
  }
  if (RESERVED_URL_ROOTS.has(segments[0]!)) return `L'adresse ne peut pas commencer par « ${segments[0]} » : ce chemin est réservé au site.`;
  return null;
}

/**
 * The url generated for a new page: its parent's url (if any) then the slug of its title, cut to
 * the maximum length ("page" when the title has no letter or digit). A reserved first segment
 * gets a "-page" suffix. Uniqueness (« -2 », « -3 »…) is the server's: see uniqueUrl.
 */
export function generatePageUrl(title: string, parentUrl: string | null): string {
  let slug = slugify(title) || "page";
  if (!parentUrl && RESERVED_URL_ROOTS.has(slug)) slug = `${slug}-page`;
  const full = parentUrl ? `${parentUrl}/${slug}` : slug;
  return full.slice(0, PAGE_URL_MAX_LENGTH - 4).replace(/[-/]+$/, "");
}

/** `base` when free, else `base-2`, `base-3`… (the first free one among `taken`). */
export function uniqueUrl(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An internal link target: a site path ("/a/b", "/a?b#c"), never "//host" nor a scheme. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) && !/^\/[a-z][a-z0-9+.-]*:/i.test(value);
}
