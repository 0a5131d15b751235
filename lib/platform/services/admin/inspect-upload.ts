import "server-only";
import sharp, { type Metadata } from "sharp";
import { detectImageType, endingMatches, fileEnding, IMAGE_TYPES, type ImageType } from "@/lib/domain/detect-image-type";
import { hasSvgDoctype, sanitizeSvg } from "@/lib/domain/sanitize-svg";
import { ApiError } from "@/lib/platform/api-error";
import { logger } from "@/lib/platform/logger";
import { MAX_IMAGE_PIXELS } from "@/lib/schemas/admin/media";

export interface InspectedUpload {
  type: ImageType;
  /** The bytes to store: the file as sent, or the sanitised SVG. */
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/** An image whose bytes sharp cannot read: a broken header, or pixel data corrupt past a valid one. */
export const UNREADABLE_IMAGE_MESSAGE = "Image illisible : le fichier est endommagé ou incomplet. Enregistrez-la de nouveau puis renvoyez-la.";

const unreadable = () => new ApiError("UNSUPPORTED_MEDIA_TYPE", UNREADABLE_IMAGE_MESSAGE);

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const tooBig = () =>
  ApiError.validation(
    { file: [`Image trop grande : ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au plus.`] },
    "Image trop grande.",
  );

/**
 * Checks an uploaded file by its content: one of the accepted types (415 otherwise), an ending
 * that matches it (415), a size in pixels within the limit read from the header before decoding
 * (422 « Image trop grande », decompression bombs included), a raster file sharp can decode (415),
 * an SVG without doctype and sanitised.
 */
export async function inspectUpload(fileName: string, input: Buffer): Promise<InspectedUpload> {
  const type = detectImageType(input);
  const accepted = "JPEG, PNG, WebP, AVIF ou SVG";
  if (!type) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", `Ce fichier n'est pas une image acceptée (${accepted}).`);
  if (!endingMatches(type, fileName)) {
    const ending = fileEnding(fileName);
    throw new ApiError(
      "UNSUPPORTED_MEDIA_TYPE",
      `Le fichier « ${fileName} » contient une image ${IMAGE_TYPES[type].label} mais porte ${ending ? `l'extension .${ending}` : "aucune extension"} : renommez-le en .${IMAGE_TYPES[type].ext}.`,
    );
  }
  if (type === "svg") return inspectSvg(input);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooBig();
    throw unreadable();
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_IMAGE_PIXELS) throw tooBig();
  return { type, bytes: input, width, height };
}

async function inspectSvg(input: Buffer): Promise<InspectedUpload> {
  const text = input.toString("utf8");
  if (hasSvgDoctype(text)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Les SVG avec DOCTYPE ou entités ne sont pas acceptés.");
  const clean = sanitizeSvg(text);
  if (!clean) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Ce fichier SVG est illisible.");
  const bytes = Buffer.from(clean, "utf8");
  let width: number | null = null;
  let height: number | null = null;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    width = meta.width ?? null;
    height = meta.height ?? null;
  } catch (error) {
    if (isPixelLimitError(error)) throw tooBig();
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Ce fichier SVG est illisible.");
  }
  return { type: "svg", bytes, width, height };
}

/**
 * Work that decodes the upload's pixels (variants, the cleaned original). The header read by
 * inspectUpload may be sound while the data behind it is not (a truncated or damaged file): such a
 * decode error is the file's fault, a 415 « Image illisible », not a 500.
 */
export async function decodingUpload<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooBig();
    logger.info("image upload refused: its data could not be decoded", { error: error instanceof Error ? error.message : String(error) });
    throw unreadable();
  }
}
