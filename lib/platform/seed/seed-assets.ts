import "server-only";
import path from "node:path";

/** Image (and album video) files shipped with the sample sites; served as images of externalType "SEED". */
export const SEED_ASSETS_DIR = path.join(process.cwd(), "lib/platform/seed/assets");
export const SEED_IMAGE_TYPE = "SEED";
/** How seed content refers to an asset before the seed rewrites it to its public URL. */
export const SEED_ASSET_PREFIX = "/seed-assets/";

export function seedAssetPath(externalId: string): string | null {
  const resolved = path.resolve(SEED_ASSETS_DIR, externalId);
  return resolved.startsWith(SEED_ASSETS_DIR + path.sep) ? resolved : null;
}

const MIME: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  // Album files may be videos (SPEC §5, by file ending).
  mp4: "video/mp4",
};

export function mimeTypeOf(filename: string): string | null {
  return MIME[filename.split(".").pop()?.toLowerCase() ?? ""] ?? null;
}
