"use client";
import type { DownloadedFile } from "@/lib/api-client/admin/download";

/**
 * Hands a downloaded file to the browser as a download (an object URL on a link with `download`):
 * the file is saved, never opened in the page.
 */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL may go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
