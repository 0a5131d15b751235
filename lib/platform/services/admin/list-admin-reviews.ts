import "server-only";
import { desc, eq } from "drizzle-orm";
import type { AdminReview } from "@/lib/schemas/reviews";
import type { Database } from "@/lib/platform/db/types";
import { reviews } from "@/lib/platform/db/schema";
import { adminReviewView } from "../review-view";

/** Every review of the site, published or waiting, newest first (the moderation list). */
export async function listAdminReviews(db: Database, siteId: number): Promise<AdminReview[]> {
  const rows = await db.select().from(reviews).where(eq(reviews.siteId, siteId)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(500);
  return rows.map(adminReviewView);
}
