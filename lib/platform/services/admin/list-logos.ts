import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { images, logos } from "@/lib/platform/db/schema";
import { imageUrl } from "@/lib/platform/services/image-url";
import type { AdminLogo } from "@/lib/schemas/admin/media";

/** The site's logos (the five types, favicon included) with their image's public path. */
export async function listLogos(db: Database, siteId: number): Promise<AdminLogo[]> {
  const rows = await db
    .select({ logo: logos, image: images })
    .from(logos)
    .innerJoin(images, eq(images.id, logos.imageId))
    .where(eq(logos.siteId, siteId))
    .orderBy(asc(logos.id));
  return rows.map(({ logo, image }) => ({ type: logo.type, imageId: image.id, alt: logo.alt, path: imageUrl(image), mimeType: image.mimeType }));
}
