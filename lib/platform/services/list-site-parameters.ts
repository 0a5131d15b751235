import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters } from "@/lib/platform/db/schema";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";

/** Every parameter of a site (cached: read by every page; writers invalidate the tag). */
export function listSiteParameters(db: Database, siteId: number): Promise<SiteParameter[]> {
  const tag = cacheTags.parameters(siteId);
  return cached(tag, [tag], () => loadSiteParameters(db, siteId));
}

async function loadSiteParameters(db: Database, siteId: number): Promise<SiteParameter[]> {
  return db
    .select({
      id: siteParameters.id,
      type: siteParameters.type,
      kind: siteParameters.kind,
      label: siteParameters.label,
      value: siteParameters.value,
    })
    .from(siteParameters)
    .where(eq(siteParameters.siteId, siteId))
    .orderBy(asc(siteParameters.id));
}
