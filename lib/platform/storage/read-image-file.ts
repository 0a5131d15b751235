import "server-only";
import fs from "node:fs/promises";
import { seedAssetPath, SEED_IMAGE_TYPE } from "@/lib/platform/seed/seed-assets";
import { getImageStorage } from "./get-image-storage";

/**
 * An image's file: uploads through the storage adapter (DATA_DIR/uploads/<siteId>/ on disk),
 * sample-site images from the assets shipped with the seed. `filename` may name a variant.
 */
export async function readImageFile(image: {
  siteId: number;
  filename: string;
  externalType: string | null;
  externalId: string | null;
}): Promise<Buffer | null> {
  if (image.externalType === SEED_IMAGE_TYPE && image.externalId) {
    const file = seedAssetPath(image.externalId);
    if (!file) return null;
    try {
      return await fs.readFile(file);
    } catch {
      return null;
    }
  }
  try {
    return await getImageStorage().read(image.siteId, image.filename);
  } catch {
    return null;
  }
}
