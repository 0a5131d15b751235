import "server-only";
import { variantPath, VARIANT_MIME, type VariantFormat } from "@/lib/domain/image-variants";
import type { Database } from "@/lib/platform/db/types";
import { readImageFile } from "@/lib/platform/storage/read-image-file";
import { findImage } from "./find-image";
import { imageUrl } from "./image-url";

export interface StoredImage {
  bytes: Buffer;
  mimeType: string;
  /** The public SEO path (/images/<id>/<name>.<ext>, or …/<name>-<width>.<format> for a variant). */
  path: string;
}

/**
 * An image's bytes from storage, or one of its responsive variants when `variant` is given; null
 * when the row, the variant or the file is missing — or, with `siteId`, when the image is another site's.
 */
export async function readImage(
  db: Database,
  id: number,
  variant?: { width: number; format: VariantFormat },
  siteId?: number,
): Promise<StoredImage | null> {
  const image = await findImage(db, id, siteId);
  if (!image) return null;
  if (variant) {
    const made = image.variants.find((v) => v.width === variant.width && v.format === variant.format);
    if (!made) return null;
    const bytes = await readImageFile({ ...image, filename: made.filename });
    return bytes ? { bytes, mimeType: VARIANT_MIME[made.format], path: variantPath(imageUrl(image), made.width, made.format) } : null;
  }
  const bytes = await readImageFile(image);
  return bytes ? { bytes, mimeType: image.mimeType, path: imageUrl(image) } : null;
}
