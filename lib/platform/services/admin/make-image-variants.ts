import "server-only";
import sharp from "sharp";
import { VARIANT_FORMATS, variantWidths, type VariantFormat } from "@/lib/domain/image-variants";
import { MAX_IMAGE_PIXELS } from "@/lib/schemas/admin/media";

export interface MadeVariant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * The responsive variants of a raster original (lib/domain/image-variants: WebP and AVIF at the
 * standard widths up to the original's), oriented by EXIF, metadata stripped. The original is
 * decoded once, into raw pixels at the largest variant width; every variant is made from those.
 * One at a time: the machine is shared and AVIF encoding is CPU-heavy.
 */
export async function makeImageVariants(original: Buffer, width: number): Promise<MadeVariant[]> {
  const widths = variantWidths(width);
  if (widths.length === 0) return [];
  const top = widths[widths.length - 1]!;
  const { data, info } = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({ width: top, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const made: MadeVariant[] = [];
  for (const w of widths) {
    for (const format of VARIANT_FORMATS) {
      const pipeline = sharp(data, raw).resize({ width: w, withoutEnlargement: true });
      const encoded = format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 80 });
      const out = await encoded.toBuffer({ resolveWithObject: true });
      made.push({ format, width: w, height: out.info.height, bytes: out.data });
    }
  }
  return made;
}
