"use client";
import type { Envelope } from "@/lib/domain/envelope";
import {
  adminReviewListSchema,
  adminReviewSchema,
  reviewLinkAnswerSchema,
  type AdminReview,
  type AdminReviewForm,
  type ReviewLinkAnswer,
  type ReviewLinkForm,
} from "@/lib/schemas/reviews";
import { getBrowserApi } from "../browser";
import { getParsed } from "../create-api-client";
import type { AdminAnswer } from "./pages";

/** Review calls of « Contenus → Avis » (docs/api.md « Reviews »); failures reject with a PlatformError. */

export const adminReviewsKey = () => ["admin", "reviews"] as const;

export function listAdminReviews(): Promise<AdminReview[]> {
  return getParsed(getBrowserApi(), "/admin/reviews", adminReviewListSchema);
}

export async function createAdminReview(input: AdminReviewForm): Promise<AdminAnswer<AdminReview>> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/admin/review", input);
  return { data: adminReviewSchema.parse(response.data.data), message: response.data.message };
}

export async function moderateAdminReview(id: number, isPublished: boolean): Promise<AdminAnswer<AdminReview>> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/review/${id}/moderation`, { isPublished });
  return { data: adminReviewSchema.parse(response.data.data), message: response.data.message };
}

export async function deleteAdminReview(id: number): Promise<AdminAnswer<null>> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/review/${id}`);
  return { data: null, message: response.data.message };
}

export async function sendReviewLink(input: ReviewLinkForm): Promise<AdminAnswer<ReviewLinkAnswer>> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/admin/review-link", input);
  return { data: reviewLinkAnswerSchema.parse(response.data.data), message: response.data.message };
}
