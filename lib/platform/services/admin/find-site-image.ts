import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";

/** An image of this site, or 404 (another site's image is not found here). */
export async function findSiteImage(db: Database, siteId: number, id: number) {
  const [row] = await db.select().from(images).where(and(eq(images.id, id), eq(images.siteId, siteId))).limit(1);
  if (!row) throw new ApiError("NOT_FOUND", "Image introuvable.");
  return row;
}
