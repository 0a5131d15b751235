import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { siteFonts } from "@/lib/platform/db/schema";

/** The site's TITLE, CONTENT and MENU fonts, in their stored order (site info and the theme panel). */
export function listSiteFonts(db: Database, siteId: number) {
  return db
    .select({
      type: siteFonts.type,
      family: siteFonts.family,
      color: siteFonts.color,
      size: siteFonts.size,
      weight: siteFonts.weight,
      style: siteFonts.style,
    })
    .from(siteFonts)
    .where(eq(siteFonts.siteId, siteId))
    .orderBy(asc(siteFonts.id));
}
