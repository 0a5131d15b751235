import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { pageRedirects, pages } from "@/lib/platform/db/schema";

/**
 * The current url of the page an old url leads to (page_redirects), or null. All the site's
 * redirects are loaded at once and cached with the content tag (dropped by every page write).
 * Link pages are not redirect targets (their url is not a page).
 */
export async function findPageRedirect(db: Database, siteId: number, path: string): Promise<string | null> {
  const redirects = await cached(`pageRedirects:${siteId}`, [cacheTags.content(siteId)], () => loadRedirects(db, siteId));
  return redirects.get(path.split("/").filter(Boolean).join("/").toLowerCase()) ?? null;
}

async function loadRedirects(db: Database, siteId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ fromUrl: pageRedirects.fromUrl, url: pages.url })
    .from(pageRedirects)
    .innerJoin(pages, and(eq(pages.id, pageRedirects.pageId), eq(pages.siteId, siteId)))
    .where(and(eq(pageRedirects.siteId, siteId), ne(pages.type, "LINK")));
  return new Map(rows.filter((row) => row.url !== row.fromUrl).map((row) => [row.fromUrl, row.url]));
}
