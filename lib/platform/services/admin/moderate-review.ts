import "server-only";
import { and, eq } from "drizzle-orm";
import type { AdminReview } from "@/lib/schemas/reviews";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { reviews } from "@/lib/platform/db/schema";
import { adminReviewView } from "../review-view";
import { recordAudit, type AuditActor } from "./record-audit";

/** Publishes or hides a review of the site (404 for another site's), audited as review.moderate. */
export async function moderateReview(db: Database, siteId: number, actor: AuditActor, id: number, isPublished: boolean): Promise<AdminReview> {
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [before] = await t.select().from(reviews).where(and(eq(reviews.id, id), eq(reviews.siteId, siteId))).for("update");
    if (!before) throw new ApiError("NOT_FOUND", "Avis introuvable.");
    const [row] = await t.update(reviews).set({ isPublished }).where(eq(reviews.id, id)).returning();
    await recordAudit(t, siteId, actor, {
      action: "review.moderate",
      entity: "review",
      entityId: id,
      before: { isPublished: before.isPublished },
      after: { isPublished },
    });
    return adminReviewView(row!);
  });
  // Visitors see published reviews (blocks, JSON-LD): pages rendered before are stale now.
  invalidateTags(cacheTags.content(siteId));
  return result;
}
