import "server-only";
import { logger } from "@/lib/platform/logger";
import type { Database } from "@/lib/platform/db/types";
import { SAMPLE_SITES } from "./sample-sites";
import { seedReferenceData } from "./seed-reference-data";
import { seedSite } from "./seed-site";
import { syncParameters } from "./sync-parameters";

export interface PrepareOptions {
  /** Write the sample sites when missing (idempotent). */
  demoData: boolean;
}

/** Runs after the migrations at every start: reference data, sample sites, parameter catalogue. */
export async function prepareDatabase(db: Database, options: PrepareOptions): Promise<void> {
  await seedReferenceData(db);
  const overrides = new Map<number, Record<string, string | null>>();
  if (options.demoData) {
    for (const site of SAMPLE_SITES) {
      if (await seedSite(db, site)) logger.info("sample site seeded", { siteId: site.id, name: site.name });
      // A sample-site parameter that goes missing comes back with the sample's value.
      overrides.set(site.id, site.parameters);
    }
  }
  await syncParameters(db, overrides);
}
