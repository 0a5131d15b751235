import "server-only";
import { asc, eq } from "drizzle-orm";
import { LOCAL_FONTS } from "@/lib/domain/font-catalog";
import type { Database } from "@/lib/platform/db/types";
import { siteFonts } from "@/lib/platform/db/schema";
import type { AdminFonts } from "@/lib/schemas/admin/parameters";

/** The local font catalogue (family, weight range) and the site's TITLE, CONTENT and MENU fonts. */
export async function listAdminFonts(db: Database, siteId: number): Promise<AdminFonts> {
  const fonts = await db
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
  return {
    catalogue: LOCAL_FONTS.map((font) => {
      const [min, max] = font.weights.split(" ").map(Number);
      return { family: font.family, minWeight: min ?? 400, maxWeight: max ?? min ?? 400 };
    }),
    fonts,
  };
}
