import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import {
  configuredConsentServices,
  INJECTED_CODE_PARAMETERS,
  readInjectedCode,
  TRACKER_APPS,
  type ConsentService,
  type TrackerApp,
} from "@/lib/domain/trackers";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { externalAppConfigs } from "@/lib/platform/db/schema";
import { listSiteParameters } from "./list-site-parameters";

/**
 * The trackers a site uses, as the consent banner lists them (key and name only: ids and owner
 * code stay on the server until the visitor consents). Cached: read by every page.
 */
export function listConsentServices(db: Database, siteId: number): Promise<ConsentService[]> {
  return cached(`consentServices:${siteId}`, [cacheTags.parameters(siteId), cacheTags.content(siteId)], async () => {
    const [apps, parameters] = await Promise.all([
      db
        .select({ app: externalAppConfigs.app, publicConfig: externalAppConfigs.publicConfig })
        .from(externalAppConfigs)
        .where(and(eq(externalAppConfigs.siteId, siteId), inArray(externalAppConfigs.app, [...TRACKER_APPS]))),
      listSiteParameters(db, siteId, INJECTED_CODE_PARAMETERS),
    ]);
    return configuredConsentServices({
      apps: Object.fromEntries(apps.map((row) => [row.app as TrackerApp, row.publicConfig])),
      injectedCode: readInjectedCode(parameters),
    });
  });
}
