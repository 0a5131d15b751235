/**
 * Responsive variants of an uploaded raster image (pure rule shared by the upload service, which
 * makes them with sharp, and the block renderers, which list them in `srcset`): WebP and AVIF at
 * the standard widths below the original's, plus the original's own width (capped at the largest).
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_MIME: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** The widths made for an original `width` pixels wide (ascending, no duplicates). */
export function variantWidths(width: number): number[] {
  if (!Number.isFinite(width) || width < 1) return [];
  const max = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const top = Math.min(Math.floor(width), max);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < top);
  widths.push(top);
  return widths;
}

/** "/images/12/atelier.jpg" → "/images/12/atelier-640.webp" (the variant's public path). */
export function variantPath(originalPath: string, width: number, format: VariantFormat): string {
  const withoutQuery = originalPath.split(/[?#]/)[0]!;
  const slash = withoutQuery.lastIndexOf("/");
  const file = withoutQuery.slice(slash + 1);
  const dot = file.lastIndexOf(".");
  const base = dot > 0 ? file.slice(0, dot) : file;
  return `${withoutQuery.slice(0, slash + 1)}${base}-${width}.${format}`;
}

/** "atelier-640.webp" → { width: 640, format: "webp" }; null when the name is not a variant's. */
export function parseVariantFile(file: string): { width: number; format: VariantFormat } | null {
  const match = /-(\d{1,5})\.(webp|avif)$/.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  return width >= 1 ? { width, format: match[2] as VariantFormat } : null;
}

/** The reference a renderer receives (see imageRefSchema). */
interface ResponsiveSource {
  src: string;
  imageId?: number;
  width?: number;
}

/** True when the image has server-made variants: an uploaded raster image of known width. */
export function hasVariants(image: ResponsiveSource): boolean {
  return (
    image.imageId !== undefined &&
    image.width !== undefined &&
    /^\/images\/\d+\/[^/]+\.(jpe?g|png|webp|avif)$/i.test(image.src.split(/[?#]/)[0]!)
  );
}

/** `srcset` of one variant format ("…-320.webp 320w, …-640.webp 640w"), or null without variants. */
export function imageSrcSet(image: ResponsiveSource, format: VariantFormat): string | null {
  if (!hasVariants(image)) return null;
  return variantWidths(image.width!)
    .map((w) => `${variantPath(image.src, w, format)} ${w}w`)
    .join(", ");
}
