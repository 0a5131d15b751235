import "server-only";
import { randomBytes } from "node:crypto";
import { IMAGE_TYPES } from "@/lib/domain/detect-image-type";
import { slugify } from "@/lib/domain/slugify";
import type { ImageVariant } from "@/lib/platform/db/schema";
import { images } from "@/lib/platform/db/schema";
import type { Database } from "@/lib/platform/db/types";
import { logger } from "@/lib/platform/logger";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import type { AdminImage } from "@/lib/schemas/admin/media";
import { NAME_MAX } from "@/lib/schemas/admin/media";
import { recordAudit, type AuditActor } from "./record-audit";
import { decodingUpload, inspectUpload } from "./inspect-upload";
import { toAdminImage } from "./image-view";
import { makeImageVariants } from "./make-image-variants";
import { stripImageMetadata } from "./strip-image-metadata";

export interface UploadInput {
  fileName: string;
  bytes: Buffer;
  alt: string;
  name?: string | undefined;
}

/** The SEO name of the public path: the given name or the file's, slugified; "image" when empty. */
export function seoImageName(name: string | undefined, fileName: string): string {
  const base = name && name.trim() ? name : fileName.replace(/\.[^.]*$/, "");
  return slugify(base).slice(0, NAME_MAX).replace(/-+$/, "") || "image";
}

/**
 * Stores an uploaded image: checked by content (inspectUpload), SVG sanitised, pixel data that
 * cannot be decoded refused (415, decodingUpload) before any file is written, a raster original
 * stored without its metadata (EXIF/GPS: stripImageMetadata), variants made, files
 * written (each whole, temp + rename), then the row and its audit entry in one transaction. When
 * anything after the first file fails, every file written is removed: nothing half-stored.
 */
export async function uploadImage(db: Database, siteId: number, actor: AuditActor, input: UploadInput): Promise<AdminImage> {
  const inspected = await inspectUpload(input.fileName, input.bytes);
  const { ext, mime } = IMAGE_TYPES[inspected.type];
  const base = `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
  const filename = `${base}.${ext}`;
  // Variants come from the bytes as sent (one lossy generation only); the stored original is cleaned.
  const { type, width, bytes } = inspected;
  const made = type === "svg" || !width ? [] : await decodingUpload(() => makeImageVariants(bytes, width));
  const original = type === "svg" ? bytes : await decodingUpload(() => stripImageMetadata(bytes, type));
  const variants: ImageVariant[] = made.map((v) => ({
    filename: `${base}-${v.width}.${v.format}`,
    format: v.format,
    width: v.width,
    height: v.height,
    byteSize: v.bytes.length,
  }));
  const storage = getImageStorage();
  const written: string[] = [];
  try {
    await storage.write(siteId, filename, original);
    written.push(filename);
    for (const [i, variant] of variants.entries()) {
      await storage.write(siteId, variant.filename, made[i]!.bytes);
      written.push(variant.filename);
    }
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(images)
        .values({
          siteId,
          filename,
          name: seoImageName(input.name, input.fileName),
          mimeType: mime,
          byteSize: original.length,
          alt: input.alt,
          width: inspected.width,
          height: inspected.height,
          variants,
        })
        .returning();
      await recordAudit(tx, siteId, actor, {
        action: "image.upload",
        entity: "image",
        entityId: inserted!.id,
        after: { name: inserted!.name, alt: inserted!.alt, mimeType: mime, byteSize: inserted!.byteSize, variants: variants.length },
      });
      return inserted!;
    });
    return toAdminImage(row, 0);
  } catch (error) {
    await storage.remove(siteId, written).catch((cleanup: unknown) => logger.error("image upload cleanup failed", { siteId, error: String(cleanup) }));
    throw error;
  }
}
