import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { siteDomains, sites } from "@/lib/platform/db/schema";
import { cached, cacheTags, forgetCached } from "@/lib/platform/cache/read-cache";

/** A site with its domains (site_domains, in the order they were added): its own hosts. */
export type SiteRow = typeof sites.$inferSelect & { domains: string[] };

async function loadSite(db: Database, siteId: number): Promise<SiteRow | null> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) return null;
  const domains = await db.select({ host: siteDomains.host }).from(siteDomains).where(eq(siteDomains.siteId, siteId)).orderBy(asc(siteDomains.id));
  return { ...site, domains: domains.map((d) => d.host) };
}

/** The site row, cached (read on every request); an unknown id is never cached. */
export async function findSite(db: Database, siteId: number): Promise<SiteRow | null> {
  const key = cacheTags.site(siteId);
  const site = await cached(key, [key, cacheTags.domains()], () => loadSite(db, siteId));
  if (!site) forgetCached(key);
  return site;
}
