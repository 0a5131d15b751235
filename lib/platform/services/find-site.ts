import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { sites } from "@/lib/platform/db/schema";
import { cached, cacheTags, forgetCached } from "@/lib/platform/cache/read-cache";

export type SiteRow = typeof sites.$inferSelect;

async function loadSite(db: Database, siteId: number): Promise<SiteRow | null> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return site ?? null;
}

/** The site row, cached (read on every request); an unknown id is never cached. */
export async function findSite(db: Database, siteId: number): Promise<SiteRow | null> {
  const key = cacheTags.site(siteId);
  const site = await cached(key, [key], () => loadSite(db, siteId));
  if (!site) forgetCached(key);
  return site;
}
