import "server-only";
import { and, eq } from "drizzle-orm";
import type { Service } from "@/lib/schemas/services";
import type { Database } from "@/lib/platform/db/types";
import { images, services } from "@/lib/platform/db/schema";
import { serviceView } from "./service-view";

/** One published service of the site; null for an unknown id or another site's. */
export async function getService(db: Database, siteId: number, id: number): Promise<Service | null> {
  const [row] = await db
    .select({ service: services, image: images })
    .from(services)
    .leftJoin(images, and(eq(images.id, services.imageId), eq(images.siteId, siteId)))
    .where(and(eq(services.id, id), eq(services.siteId, siteId), eq(services.isPublished, true)))
    .limit(1);
  return row ? serviceView(row.service, row.image) : null;
}
