import "server-only";
import sharp from "sharp";
import type { ImageType } from "@/lib/domain/detect-image-type";
import { MAX_IMAGE_PIXELS } from "@/lib/schemas/admin/media";

type RasterType = Exclude<ImageType, "svg">;

/** A WebP whose image data is lossless (VP8L chunk): re-encoded losslessly too. */
const isLosslessWebp = (bytes: Buffer) => bytes.indexOf("VP8L", 12, "latin1") !== -1;

/**
 * The raster original as it will be stored and served: re-encoded in its own format so that no
 * EXIF (GPS position, camera, dates), XMP, IPTC or text chunk survives, with the EXIF orientation
 * applied to the pixels (the stored dimensions are the oriented ones, as inspectUpload reports).
 * The ICC profile is kept so colours do not shift. Good quality: JPEG 90 (its chroma subsampling
 * and progressiveness kept), PNG lossless (palette kept), WebP 90 or lossless as sent, AVIF 75.
 * Animated WebP keeps its frames (not rotated: animations carry no orientation in practice).
 */
export async function stripImageMetadata(bytes: Buffer, type: RasterType): Promise<Buffer> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  const animated = (meta.pages ?? 1) > 1 && type === "webp";
  let pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated });
  if (!animated) pipeline = pipeline.autoOrient();
  pipeline = pipeline.keepIccProfile();
  switch (type) {
    case "jpeg":
      pipeline = pipeline.jpeg({
        quality: 90,
        chromaSubsampling: meta.chromaSubsampling === "4:4:4" ? "4:4:4" : "4:2:0",
        progressive: meta.isProgressive,
      });
      break;
    case "png":
      pipeline = meta.isPalette ? pipeline.png({ palette: true, colours: 256, dither: 0 }) : pipeline.png();
      break;
    case "webp":
      pipeline = isLosslessWebp(bytes) ? pipeline.webp({ lossless: true }) : pipeline.webp({ quality: 90 });
      break;
    case "avif":
      pipeline = pipeline.avif({ quality: 75, effort: 2 });
      break;
  }
  return pipeline.toBuffer();
}
