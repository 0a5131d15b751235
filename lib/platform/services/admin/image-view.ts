import "server-only";
import { variantPath } from "@/lib/domain/image-variants";
import type { images } from "@/lib/platform/db/schema";
import { imageUrl } from "@/lib/platform/services/image-url";
import type { AdminImage } from "@/lib/schemas/admin/media";

/** An images row as the admin API shows it (public paths of the original and its variants). */
export function toAdminImage(row: typeof images.$inferSelect, usageCount: number): AdminImage {
  const path = imageUrl(row);
  return {
    id: row.id,
    name: row.name,
    alt: row.alt,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    path,
    variants: row.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      byteSize: v.byteSize,
      path: variantPath(path, v.width, v.format),
    })),
    usageCount,
    createdAt: row.createdAt.toISOString(),
  };
}
