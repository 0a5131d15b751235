import "server-only";
import { randomUUID } from "node:crypto";
import { customizationFileType } from "@/lib/domain/shop/customization-file";
import { singleLine } from "@/lib/platform/mail/escape";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import { removeCustomizationFiles } from "./remove-customization-files";

export interface UploadedCustomizationFile {
  /** `<customizationId>.<fieldKey>`. */
  key: string;
  name: string;
  bytes: Uint8Array;
}

export interface StoredCustomizationFile {
  key: string;
  storageKey: string;
  mediaType: string;
  byteSize: number;
  originalName: string;
}

/**
 * Writes checked customization files through the storage adapter (DATA_DIR/uploads/<siteId>/,
 * served by no public route: only GET /cart/customization-file/{id} reads them back, for the
 * cart's owner and the site's admins). Random stored names; the type is the one read from the
 * content. On a failure the files already written are removed.
 */
export async function storeCustomizationFiles(siteId: number, files: readonly UploadedCustomizationFile[]): Promise<StoredCustomizationFile[]> {
  const storage = getImageStorage();
  const stored: StoredCustomizationFile[] = [];
  try {
    for (const file of files) {
      const type = customizationFileType(file.bytes);
      if (!type) throw new Error("storeCustomizationFiles: file not checked");
      const storageKey = `customization-${randomUUID()}.${type.ext}`;
      await storage.write(siteId, storageKey, file.bytes);
      const originalName = singleLine(file.name).slice(0, 200) || `fichier.${type.ext}`;
      stored.push({ key: file.key, storageKey, mediaType: type.mime, byteSize: file.bytes.length, originalName });
    }
    return stored;
  } catch (error) {
    await removeCustomizationFiles(siteId, stored.map((file) => file.storageKey));
    throw error;
  }
}
