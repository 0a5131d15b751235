import "server-only";
import { LOCAL_FONTS } from "@/lib/domain/font-catalog";
import type { Database } from "@/lib/platform/db/types";
import { listSiteFonts } from "@/lib/platform/services/list-site-fonts";
import type { AdminFonts } from "@/lib/schemas/admin/parameters";

/** The local font catalogue (family, weight range) and the site's TITLE, CONTENT and MENU fonts. */
export async function listAdminFonts(db: Database, siteId: number): Promise<AdminFonts> {
  const fonts = await listSiteFonts(db, siteId);
  return {
    catalogue: LOCAL_FONTS.map((font) => {
      const [min, max] = font.weights.split(" ").map(Number);
      return { family: font.family, minWeight: min ?? 400, maxWeight: max ?? min ?? 400 };
    }),
    fonts,
  };
}
