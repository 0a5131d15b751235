import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { siteDomains } from "@/lib/platform/db/schema";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";
import type { SiteResolution } from "@/lib/schemas/site";

/**
 * The site whose domain `host` is (a name normalised by lib/domain/site-host.ts: lower case, no
 * port, no trailing dot); `siteId` null when none. Read for every public request, so cached,
 * unknown hosts included (a stream of made-up hosts costs one indexed lookup each); any change of
 * a domain drops them all (cacheTags.domains).
 */
export function resolveSiteHost(db: Database, host: string): Promise<SiteResolution> {
  return cached(`host:${host}`, [cacheTags.domains()], async () => {
    const [row] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, host)).limit(1);
    return { host, siteId: row?.siteId ?? null };
  });
}
