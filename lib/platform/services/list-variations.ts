import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { variationDetails, variations } from "@/lib/platform/db/schema";

/** Product variations of a site (SPEC §3: variations {id, detail[{id,label}]}). */
export async function listVariations(db: Database, siteId: number) {
  const [heads, details] = await Promise.all([
    db.select().from(variations).where(eq(variations.siteId, siteId)).orderBy(asc(variations.order), asc(variations.id)),
    db
      .select()
      .from(variationDetails)
      .where(eq(variationDetails.siteId, siteId))
      .orderBy(asc(variationDetails.order), asc(variationDetails.id)),
  ]);
  return heads.map((v) => ({
    id: v.id,
    label: v.label,
    detail: details.filter((d) => d.variationId === v.id).map((d) => ({ id: d.id, label: d.label })),
  }));
}
