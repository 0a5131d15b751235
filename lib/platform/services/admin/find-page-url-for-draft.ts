import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";

/** The url of a page of the site (where its draft is previewed); 404 otherwise. */
export async function findPageUrl(db: Database, siteId: number, pageId: number): Promise<string> {
  const [page] = await db
    .select({ url: pages.url })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1);
  if (!page) throw new ApiError("NOT_FOUND", "Page introuvable.");
  return page.url;
}
