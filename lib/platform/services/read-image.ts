import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { readImageFile } from "@/lib/platform/storage/read-image-file";
import { findImage } from "./find-image";
import { imageUrl } from "./image-url";

export interface StoredImage {
  bytes: Buffer;
  mimeType: string;
  /** The public SEO path (/images/<id>/<name>.<ext>) the storefront serves it at. */
  path: string;
}

/** An image's bytes from storage; null when the row or its file is missing. */
export async function readImage(db: Database, id: number): Promise<StoredImage | null> {
  const image = await findImage(db, id);
  if (!image) return null;
  const bytes = await readImageFile(image);
  return bytes ? { bytes, mimeType: image.mimeType, path: imageUrl(image) } : null;
}
