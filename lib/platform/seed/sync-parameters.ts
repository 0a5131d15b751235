import "server-only";
import { PARAMETER_CATALOG } from "@/lib/domain/parameter-catalog";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters, sites } from "@/lib/platform/db/schema";

/**
 * Every site has every catalogue parameter: missing ones are added with the site's own seed
 * value when it has one, else the catalogue default (existing rows are never touched). Runs at
 * each start, so a new key reaches old sites.
 */
export async function syncParameters(db: Database, overrides: Map<number, Record<string, string | null>> = new Map()) {
  const allSites = await db.select({ id: sites.id }).from(sites);
  for (const { id } of allSites) {
    const values = overrides.get(id) ?? {};
    await db
      .insert(siteParameters)
      .values(
        PARAMETER_CATALOG.map((def) => ({
          siteId: id,
          type: def.type,
          kind: def.kind,
          label: def.label,
          value: def.type in values ? (values[def.type] ?? null) : def.defaultValue,
        })),
      )
      .onConflictDoNothing({ target: [siteParameters.siteId, siteParameters.type] });
    invalidateTags(cacheTags.parameters(id));
  }
}
