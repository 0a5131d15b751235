import "server-only";
import { logger } from "@/lib/platform/logger";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";

/**
 * Removes stored customization files (missing ones ignored). A failure is logged, never thrown:
 * the rows are gone already, and a file no row names is harmless (no route serves it).
 */
export async function removeCustomizationFiles(siteId: number, storageKeys: readonly string[]): Promise<void> {
  if (storageKeys.length === 0) return;
  await getImageStorage()
    .remove(siteId, storageKeys)
    .catch((error: unknown) => logger.warn("customization files not removed", { siteId, count: storageKeys.length, error }));
}
