import "server-only";
import type { z } from "zod";
import type { AdminReview, adminReviewInputSchema } from "@/lib/schemas/reviews";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { reviews } from "@/lib/platform/db/schema";
import { adminReviewView } from "../review-view";
import { recordAudit, type AuditActor } from "./record-audit";

/** A review the admin types in (e.g. received on paper or by phone), audited as review.create. */
export async function createReview(
  db: Database,
  siteId: number,
  actor: AuditActor,
  input: z.output<typeof adminReviewInputSchema>,
): Promise<AdminReview> {
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(reviews)
      .values({
        siteId,
        rating: input.rating,
        text: input.text,
        authorFirstname: input.authorFirstname,
        authorLastname: input.authorLastname,
        source: "ADMIN",
        isPublished: input.isPublished,
        reviewedAt: input.reviewedAt ? new Date(input.reviewedAt) : new Date(),
      })
      .returning();
    const view = adminReviewView(row!);
    await recordAudit(t, siteId, actor, { action: "review.create", entity: "review", entityId: row!.id, after: view });
    return view;
  });
  // Visitors see published reviews (blocks, JSON-LD): pages rendered before are stale now.
  invalidateTags(cacheTags.content(siteId));
  return result;
}
