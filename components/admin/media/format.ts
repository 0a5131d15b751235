import type { ImageUsage } from "@/lib/schemas/admin/media";

/** "1,2 Mo", "350 Ko": a byte size for site owners (French units). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("fr-FR")} Ko`;
}

const KIND: Record<ImageUsage["kind"], string> = { page: "Page", draft: "Brouillon", logo: "Logo", parameter: "Paramètre" };

/** One use of an image, as a line of the usage list. */
export function usageText(usage: ImageUsage): string {
  if (usage.kind === "draft") return usage.label;
  return `${KIND[usage.kind]} : ${usage.label}${usage.path ? ` (${usage.path})` : ""}`;
}
