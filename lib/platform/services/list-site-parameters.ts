import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters } from "@/lib/platform/db/schema";
import { cachedRead, cacheTags } from "@/lib/platform/cache/read-cache";

/**
 * Every parameter of a site, or only the `types` asked for (cached: read by every page; writers
 * invalidate the tag). A filter reads the same cached list, so it costs no extra query.
 */
export async function listSiteParameters(db: Database, siteId: number, types: readonly string[] = []): Promise<SiteParameter[]> {
  const tag = cacheTags.parameters(siteId);
  const all = await cachedRead(db, tag, [tag], () => loadSiteParameters(db, siteId));
  if (types.length === 0) return all;
  const wanted = new Set(types);
  return all.filter((parameter) => wanted.has(parameter.type));
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
