import type { MetadataRoute } from "next";
import { getRequestOrigin } from "@/lib/storefront/request-origin";
import { getSiteContext } from "@/lib/storefront/site-context";

export const dynamic = "force-dynamic";

/** robots.txt: the public pages are open; the API and account screens are not for crawlers. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { info } = await getSiteContext();
  const origin = await getRequestOrigin(info.url);
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/auth", "/password/", "/mon-compte", "/newsletter/"] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
