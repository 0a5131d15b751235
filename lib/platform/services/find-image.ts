import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";

/** An image by id; with `siteId`, only an image of that site. */
export async function findImage(db: Database, id: number, siteId?: number) {
  const where = siteId === undefined ? eq(images.id, id) : and(eq(images.id, id), eq(images.siteId, siteId));
  const [image] = await db.select().from(images).where(where).limit(1);
  return image ?? null;
}
