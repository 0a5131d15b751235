import "server-only";
import { and, eq } from "drizzle-orm";
import { findLocalFont } from "@/lib/domain/font-catalog";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { siteFonts } from "@/lib/platform/db/schema";
import type { FontType, SiteFont } from "@/lib/schemas/admin/parameters";
import { recordAudit, type AuditActor } from "./record-audit";

export interface FontValues {
  family: string;
  size: number;
  weight: number;
  color: string | null;
  style: "normal" | "italic";
}

/**
 * Sets one of the site's three fonts. The family must be in the local catalogue and the weight in
 * its range (422 with field errors, nothing written). Audited (font.update, before / after); the
 * site info cache (which carries the fonts) is dropped.
 */
export async function updateFont(db: Database, siteId: number, actor: AuditActor, type: FontType, input: FontValues): Promise<SiteFont> {
  const font = findLocalFont(input.family);
  if (!font) throw ApiError.validation({ family: ["Cette police n'est pas dans le catalogue du site."] });
  const [min, max] = font.weights.split(" ").map(Number) as [number, number | undefined];
  if (input.weight < min || input.weight > (max ?? min)) {
    throw ApiError.validation({ weight: [`La police ${font.family} existe de ${min} à ${max ?? min}.`] });
  }
  const values = { ...input, family: font.family, color: input.color?.toUpperCase() ?? null };
  const saved = await db.transaction(async (tx) => {
    const where = and(eq(siteFonts.siteId, siteId), eq(siteFonts.type, type));
    const columns = { family: siteFonts.family, color: siteFonts.color, size: siteFonts.size, weight: siteFonts.weight, style: siteFonts.style };
    const [before] = await tx.select(columns).from(siteFonts).where(where).limit(1);
    const [row] = await tx
      .insert(siteFonts)
      .values({ siteId, type, ...values })
      .onConflictDoUpdate({ target: [siteFonts.siteId, siteFonts.type], set: values })
      .returning({ type: siteFonts.type, ...columns });
    await recordAudit(tx, siteId, actor, { action: "font.update", entity: "font", entityId: type, before: before ?? null, after: values });
    return row!;
  });
  invalidateTags(cacheTags.content(siteId));
  return saved;
}
