import { and, asc, eq, not, like } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { elements, externalAppConfigs, images } from "@/lib/platform/db/schema";
import { RECORDED_SITE_ID } from "./fixtures";
import type { RecordedSiteRows } from "./record-platform";

/** The recorded site's rows that no public list names: its images, element routes and external apps. */
export async function readRecordedSiteRows(db: Database): Promise<RecordedSiteRows> {
  const site = RECORDED_SITE_ID;
  const [imageRows, routeRows, appRows] = await Promise.all([
    db.select({ id: images.id }).from(images).where(eq(images.siteId, site)).orderBy(asc(images.id)),
    db
      .selectDistinct({ route: elements.route })
      .from(elements)
      .where(and(eq(elements.siteId, site), not(like(elements.route, "%-footer"))))
      .orderBy(asc(elements.route)),
    db.select({ app: externalAppConfigs.app }).from(externalAppConfigs).where(eq(externalAppConfigs.siteId, site)).orderBy(asc(externalAppConfigs.app)),
  ]);
  return { imageIds: imageRows.map((row) => row.id), elementRoutes: routeRows.map((row) => row.route), externalApps: appRows.map((row) => row.app) };
}
