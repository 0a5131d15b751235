import "server-only";
import { cookies } from "next/headers";
import { markVisitorDependent } from "@/lib/api-client/render-audience";
import { getRequestSite } from "@/lib/api-client/server";
import type { SecretLink } from "@/lib/domain/secret-links";

/**
 * The token of an e-mailed secret link, from the cookie proxy.ts moved it into
 * (lib/domain/secret-links.ts). The page then shows that visitor's reset form, booking or
 * sign-up: the render is theirs, never shared by the page cache.
 */
export async function readSecretLinkToken(link: SecretLink): Promise<string | undefined> {
  const [site, cookieStore] = await Promise.all([getRequestSite(), cookies()]);
  markVisitorDependent(site.renderId);
  return cookieStore.get(link.cookie)?.value;
}
