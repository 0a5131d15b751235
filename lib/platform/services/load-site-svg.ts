import "server-only";
import { parseImageReference } from "@/lib/domain/image-reference";
import { hasSvgDoctype, sanitizeSvg } from "@/lib/domain/sanitize-svg";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { SiteRow } from "./find-site";
import { readImageFile } from "@/lib/platform/storage/read-image-file";
import { findImage } from "./find-image";

export const LOAD_SVG_MESSAGES = {
  notOwnImage: "Adresse non reconnue : seules les images du site (/images/<id>/<nom>.svg) peuvent être chargées.",
  notFound: "Image introuvable.",
  notSvg: "Cette image n'est pas un SVG.",
  unsafe: "Ce SVG ne peut pas être affiché.",
} as const;

/**
 * POST /image/load-svg: the sanitised markup of one SVG of the site's own media library, so a
 * page can inline it (to colour it with CSS). The address only names the image: its bytes are
 * read from storage, never fetched over the network, whatever host the address gives.
 */
export async function loadSiteSvg(db: Database, site: SiteRow, url: string): Promise<{ id: number; svg: string }> {
  const reference = parseImageReference(url);
  if (!reference) throw ApiError.validation({ url: [LOAD_SVG_MESSAGES.notOwnImage] }, LOAD_SVG_MESSAGES.notOwnImage);
  // An absolute address must be on one of the site's own host names (another site's → not found).
  if (reference.host !== null && !site.domains.includes(reference.host)) throw new ApiError("NOT_FOUND", LOAD_SVG_MESSAGES.notFound);
  const image = await findImage(db, reference.id, site.id);
  if (!image) throw new ApiError("NOT_FOUND", LOAD_SVG_MESSAGES.notFound);
  if (image.mimeType !== "image/svg+xml") throw ApiError.validation({ url: [LOAD_SVG_MESSAGES.notSvg] }, LOAD_SVG_MESSAGES.notSvg);
  const bytes = await readImageFile(image);
  if (!bytes) throw new ApiError("NOT_FOUND", LOAD_SVG_MESSAGES.notFound);
  const markup = bytes.toString("utf8");
  const svg = hasSvgDoctype(markup) ? "" : sanitizeSvg(markup);
  if (!svg) throw ApiError.validation({ url: [LOAD_SVG_MESSAGES.unsafe] }, LOAD_SVG_MESSAGES.unsafe);
  return { id: reference.id, svg };
}
