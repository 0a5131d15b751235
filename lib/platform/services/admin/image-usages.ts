import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { ImageUsageList } from "@/lib/schemas/admin/media";
import { collectImageUsages } from "./collect-image-usages";
import { findSiteImage } from "./find-site-image";

/** Where one image of the site is used (404 for another site's image). */
export async function imageUsages(db: Database, siteId: number, id: number): Promise<ImageUsageList> {
  await findSiteImage(db, siteId, id);
  const usages = await collectImageUsages(db, siteId);
  return { imageId: id, usages: usages.get(id) ?? [] };
}
