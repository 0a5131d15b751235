import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { popupShowsOn } from "@/lib/domain/popup-pages";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import type { Popup } from "@/lib/schemas/popup";
import type { Database } from "@/lib/platform/db/types";
import { images, popups } from "@/lib/platform/db/schema";
import { imageUrl } from "./image-url";

type PopupRow = typeof popups.$inferSelect;
type ImageRow = typeof images.$inferSelect;

/** A button link is a site path or an http(s) URL; anything else (javascript:…) drops the button. */
function safeButtonUrl(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function toPopup(row: PopupRow, image: ImageRow | null): Popup {
  const buttonUrl = safeButtonUrl(row.buttonUrl);
  return {
    id: row.id,
    title: row.title,
    // Sanitised on read too: a row written by other means never reaches a page unclean.
    content: sanitizeRichHtml(row.content),
    image: image ? { id: image.id, alt: image.alt, url: imageUrl(image) } : null,
    button: row.buttonLabel && buttonUrl ? { label: row.buttonLabel, url: buttonUrl } : null,
    pages: row.pages,
    showOnEveryLoad: row.showOnEveryLoad,
  };
}

/** GET /popup/{id}: an active popup of this site, else null. */
export async function findPopup(db: Database, siteId: number, id: number): Promise<Popup | null> {
  const [row] = await db
    .select({ popup: popups, image: images })
    .from(popups)
    .leftJoin(images, eq(images.id, popups.imageId))
    .where(and(eq(popups.siteId, siteId), eq(popups.id, id), eq(popups.isActive, true)))
    .limit(1);
  return row ? toPopup(row.popup, row.image) : null;
}

/** GET /popup?path=: the site's active popups, only those of that page when a path is given. */
export async function listPopups(db: Database, siteId: number, pageUrl: string | null): Promise<Popup[]> {
  const rows = await db
    .select({ popup: popups, image: images })
    .from(popups)
    .leftJoin(images, eq(images.id, popups.imageId))
    .where(and(eq(popups.siteId, siteId), eq(popups.isActive, true)))
    .orderBy(asc(popups.id));
  return rows.map((r) => toPopup(r.popup, r.image)).filter((p) => pageUrl === null || popupShowsOn(p.pages, pageUrl));
}
