import type { MetadataRoute } from "next";
import { LEGAL_PAGES } from "@/lib/domain/legal-text";
import { blogAndNewsEntries } from "@/lib/storefront/content-sitemap";
import { listPages, normalizePagePath } from "@/lib/storefront/find-page";
import { getRequestOrigin } from "@/lib/storefront/request-origin";
import { shopSitemapEntries } from "@/lib/storefront/shop/shop-sitemap";
import { getSiteContext } from "@/lib/storefront/site-context";

// Built from the page tree at request time (never at build: no database then).
export const dynamic = "force-dynamic";

/** sitemap.xml: every content page of the tree, the legal pages, the news, the blog and the shop. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { menu, info } = await getSiteContext();
  const origin = await getRequestOrigin(info.url);
  const pages = listPages(menu)
    .filter((page) => page.type !== "LINK")
    .map((page) => {
      const path = normalizePagePath(page.url);
      return {
        url: `${origin}/${path}`.replace(/\/$/, path === "" ? "/" : ""),
        changeFrequency: "weekly" as const,
        priority: page.type === "HOME" ? 1 : page.idParent === null ? 0.8 : 0.6,
      };
    });
  const legal = Object.values(LEGAL_PAGES).map((page) => ({
    url: `${origin}${page.path}`,
    changeFrequency: "yearly" as const,
    priority: 0.2,
  }));
  const [content, shop] = await Promise.all([blogAndNewsEntries(origin), shopSitemapEntries(origin)]);
  return [...pages, ...legal, ...content, ...shop];
}
