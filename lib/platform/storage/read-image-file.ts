import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { seedAssetPath, SEED_IMAGE_TYPE } from "@/lib/platform/seed/seed-assets";

/**
 * Storage adapter (disk): uploads under DATA_DIR/uploads/<siteId>/, sample-site images from
 * the assets shipped with the seed. An S3-compatible adapter can replace this module.
 */
export async function readImageFile(image: {
  siteId: number;
  filename: string;
  externalType: string | null;
  externalId: string | null;
}): Promise<Buffer | null> {
  let file: string | null;
  if (image.externalType === SEED_IMAGE_TYPE && image.externalId) {
    file = seedAssetPath(image.externalId);
  } else {
    const root = path.resolve(getEnv().DATA_DIR, "uploads", String(image.siteId));
    const resolved = path.resolve(root, image.filename);
    file = resolved.startsWith(root + path.sep) ? resolved : null;
  }
  if (!file) return null;
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}
