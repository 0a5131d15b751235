import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { visits } from "@/lib/platform/db/schema";

/** Records a visit coming from `source` (the `?from=` of SPEC §2) at the current time. */
export async function recordVisit(db: Database, siteId: number, source: string, at: Date = new Date()) {
  const [row] = await db
    .insert(visits)
    .values({ siteId, source, visitedAt: at })
    .returning({ id: visits.id, source: visits.source, visitedAt: visits.visitedAt });
  return { id: row!.id, source: row!.source, date: row!.visitedAt.toISOString() };
}
