import type { AxiosInstance } from "axios";
import { PlatformError } from "./platform-error";

/** A stored image as GET /image/:id answers it (docs/api.md). */
export interface ImageFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** The public SEO path (/images/<id>/<name>.<ext>), from `Link: <…>; rel="canonical"`. */
  canonicalPath: string | null;
}

/** The target of a `rel="canonical"` entry of a Link header, or null. */
export function canonicalFromLink(link: string | null | undefined): string | null {
  for (const entry of (link ?? "").split(",")) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(entry);
    if (match && /(^|;)\s*rel="?canonical"?\s*(;|$)/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * The image's bytes through the platform API, or one of its responsive variants (`variant`); null
 * when it does not exist (404).
 */
export async function fetchImage(
  client: AxiosInstance,
  id: number,
  variant?: { width: number; format: "webp" | "avif" },
): Promise<ImageFile | null> {
  try {
    const response = await client.get<ArrayBuffer>(`/image/${id}`, {
      responseType: "arraybuffer",
      ...(variant ? { params: { width: variant.width, format: variant.format } } : {}),
    });
    const link = response.headers["link"] as string | undefined;
    const type = response.headers["content-type"] as string | undefined;
    return {
      bytes: new Uint8Array(response.data),
      contentType: type ?? "application/octet-stream",
      canonicalPath: canonicalFromLink(link),
    };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}
