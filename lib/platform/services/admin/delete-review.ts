import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { reviews } from "@/lib/platform/db/schema";
import { adminReviewView } from "../review-view";
import { recordAudit, type AuditActor } from "./record-audit";

/** Deletes a review of the site (404 for another site's), audited as review.delete with its content. */
export async function deleteReview(db: Database, siteId: number, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.siteId, siteId))).returning();
    if (!row) throw new ApiError("NOT_FOUND", "Avis introuvable.");
    await recordAudit(t, siteId, actor, { action: "review.delete", entity: "review", entityId: id, before: adminReviewView(row) });
  });
  invalidateTags(cacheTags.content(siteId));
}
