import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { slugify } from "@/lib/domain/slugify";
import type { images } from "@/lib/platform/db/schema";
import { mimeTypeOf, SEED_ASSETS_DIR, SEED_IMAGE_TYPE } from "./seed-assets";
import type { SeedSite } from "./types";

/**
 * The image row of a shipped asset (`file` under the site's assets folder), with its size in
 * pixels as an upload records it (sharp reads SVG too; null for a video): the storefront gives it
 * to the <img>, which keeps the image's room before the file arrives.
 */
export async function seedImageValues(seed: SeedSite, file: string, alt: string): Promise<typeof images.$inferInsert> {
  const mimeType = mimeTypeOf(file);
  if (!mimeType) throw new Error(`Seed asset with an unknown type: ${file}`);
  const bytes = await fs.readFile(path.join(SEED_ASSETS_DIR, seed.assetsFolder, file));
  const meta = mimeType.startsWith("image/") ? await sharp(bytes).metadata() : null;
  const name = path.basename(file);
  return {
    siteId: seed.id,
    filename: name,
    name: slugify(name.replace(/\.[a-z0-9]+$/i, "")) || "image",
    mimeType,
    byteSize: bytes.length,
    alt,
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    externalType: SEED_IMAGE_TYPE,
    externalId: `${seed.assetsFolder}/${file}`,
  };
}
