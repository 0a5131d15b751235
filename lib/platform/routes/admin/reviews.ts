import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { adminReviewInputSchema, reviewLinkInputSchema, reviewModerationSchema } from "@/lib/schemas/reviews";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { createReview } from "@/lib/platform/services/admin/create-review";
import { createReviewLink } from "@/lib/platform/services/admin/create-review-link";
import { deleteReview } from "@/lib/platform/services/admin/delete-review";
import { listAdminReviews } from "@/lib/platform/services/admin/list-admin-reviews";
import { moderateReview } from "@/lib/platform/services/admin/moderate-review";

const reviewParams = z.object({ id: idParam });

/** Reviews in the admin (docs/api.md « Avis »): ADMIN / SUPER_ADMIN of the site, every write audited. */
export const adminReviewRoutes = new Hono<AppEnv>()
  .get("/admin/reviews", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listAdminReviews(await getDb(), site.id)));
  })
  .post("/admin/review", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const input = await parseJsonBody(c, adminReviewInputSchema);
    return c.json(ok(await createReview(await getDb(), site.id, user, input), "L'avis est enregistré."), 201);
  })
  .put("/admin/review/:id/moderation", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, reviewParams);
    const { isPublished } = await parseJsonBody(c, reviewModerationSchema);
    const review = await moderateReview(await getDb(), site.id, user, id, isPublished);
    return c.json(ok(review, isPublished ? "L'avis est publié." : "L'avis est masqué."));
  })
  .delete("/admin/review/:id", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, reviewParams);
    await deleteReview(await getDb(), site.id, user, id);
    return c.json(ok(null, "L'avis est supprimé."));
  })
  .post("/admin/review-link", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const input = await parseJsonBody(c, reviewLinkInputSchema);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    return c.json(ok(await createReviewLink(await getDb(), site, user, input, origin), "Le lien d'avis est envoyé."), 201);
  });
