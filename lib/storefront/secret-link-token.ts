import "server-only";
import { cookies } from "next/headers";
import { markVisitorDependent } from "@/lib/api-client/render-audience";
import { getRequestSite } from "@/lib/api-client/server";
import { SECRET_LINKS } from "@/lib/domain/secret-links";

/**
 * The token of the e-mailed secret link whose page is `page`, from the cookie proxy.ts moved it
 * into (lib/domain/secret-links.ts). The page then shows that visitor's reset form, booking or
 * sign-up: the render is theirs, never shared by the page cache.
 */
export async function readSecretLinkToken(page: string): Promise<string | undefined> {
  const link = SECRET_LINKS.find((candidate) => candidate.page === page);
  if (!link) throw new Error(`${page} is not a secret link's page (lib/domain/secret-links.ts)`);
  const [site, cookieStore] = await Promise.all([getRequestSite(), cookies()]);
  markVisitorDependent(site.renderId);
  return cookieStore.get(link.cookie)?.value;
}
