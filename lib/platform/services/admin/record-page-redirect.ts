import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pageRedirects } from "@/lib/platform/db/schema";

/**
 * Redirect bookkeeping when a page takes `newUrl` (created, or moved from `oldUrl`): a redirect
 * from `newUrl` is dropped (the url is a page again), and the old url of a moved page now leads to
 * the page. Redirects name the page, not its url, so chains collapse by themselves: A→B then B→C
 * leaves A and B both leading to the page at C.
 */
export async function recordPageRedirect(db: Database, siteId: number, pageId: number, newUrl: string, oldUrl: string | null): Promise<void> {
  await db.delete(pageRedirects).where(and(eq(pageRedirects.siteId, siteId), eq(pageRedirects.fromUrl, newUrl)));
  if (oldUrl === null || oldUrl === "" || oldUrl === newUrl) return;
  await db
    .insert(pageRedirects)
    .values({ siteId, fromUrl: oldUrl, pageId })
    .onConflictDoUpdate({ target: [pageRedirects.siteId, pageRedirects.fromUrl], set: { pageId, createdAt: new Date() } });
}
