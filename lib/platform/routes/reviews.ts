import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { customerReviewInputSchema, reviewLinkCheckSchema } from "@/lib/schemas/reviews";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseWith } from "@/lib/platform/http/validate";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { findReviewLink } from "@/lib/platform/services/find-review-link";
import { listPublishedReviews } from "@/lib/platform/services/list-published-reviews";
import { REVIEW_RECEIVED_MESSAGE, submitCustomerReview } from "@/lib/platform/services/submit-customer-review";

const FROM_MESSAGE = "« from » doit être une date (AAAA-MM-JJ) ou une date et heure ISO.";

/** `from`: a day (AAAA-MM-JJ, from midnight UTC) or an ISO date-time; empty = no filter (SPEC §5). */
const fromQuery = z.object({
  from: z
    .union([z.iso.date({ error: FROM_MESSAGE }), z.iso.datetime({ offset: true, error: FROM_MESSAGE }), z.literal("")], { error: FROM_MESSAGE })
    .optional()
    .transform((value) => (value ? new Date(value) : null)),
});

/** Public review writes per client address: counted before any work (docs/api.md « Limits »). */
export const REVIEW_WRITE_LIMIT = { limit: 10, windowSeconds: 3_600 } as const;

/** Reviews kept by the platform (GET /google/reviews) and the customer's review link. */
export const reviewRoutes = new Hono<AppEnv>()
  .get("/google/reviews", async (c) => {
    const site = await requireSite(c);
    const { from } = parseWith(fromQuery, { from: c.req.query("from") });
    return c.json(ok(await listPublishedReviews(await getDb(), site.id, from)));
  })
  .post("/review/link", async (c) => {
    const site = await requireSite(c);
    await checkRateLimit(`review-link:ip:${site.id}:${clientIp(c)}`, 30, REVIEW_WRITE_LIMIT.windowSeconds);
    const { token } = await parseJsonBody(c, reviewLinkCheckSchema);
    const link = await findReviewLink(await getDb(), site.id, token);
    return c.json(ok({ firstname: link.firstname }));
  })
  .post("/review", async (c) => {
    const site = await requireSite(c);
    await checkRateLimit(`review:ip:${site.id}:${clientIp(c)}`, REVIEW_WRITE_LIMIT.limit, REVIEW_WRITE_LIMIT.windowSeconds);
    const input = await parseJsonBody(c, customerReviewInputSchema);
    await submitCustomerReview(await getDb(), site.id, input);
    return c.json(ok(null, REVIEW_RECEIVED_MESSAGE), 201);
  });
