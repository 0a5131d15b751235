"use client";
import { filenameFromDisposition } from "@/lib/domain/content-disposition";
import { getBrowserApi } from "../browser";

/** A file the admin downloads through the platform API (a visitor's file, a CSV export). */
export interface DownloadedFile {
  bytes: ArrayBuffer;
  type: string;
  /** From the answer's Content-Disposition, else `fallbackName`. */
  filename: string;
}

/**
 * GET a file route with the contract headers (X-Site-Id and the session: a plain link could not
 * send them); an error answer rejects with its PlatformError (the envelope read from the bytes).
 */
export async function fetchDownload(url: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await getBrowserApi().get<ArrayBuffer>(url, { responseType: "arraybuffer", headers: { Accept: "*/*" } });
  const type = (response.headers["content-type"] as string | undefined) ?? "application/octet-stream";
  return { bytes: response.data, type, filename: filenameFromDisposition(response.headers["content-disposition"] as string | undefined) ?? fallbackName };
}
