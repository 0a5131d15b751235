import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { attachmentDisposition } from "@/lib/domain/content-disposition";
import { ok } from "@/lib/domain/envelope";
import { ADMIN_WORKSHOP_MESSAGES } from "@/lib/schemas/admin/workshop-registrations";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseParams } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { cancelWorkshopSignUp } from "@/lib/platform/services/admin/cancel-workshop-sign-up";
import { exportWorkshopRegistrations } from "@/lib/platform/services/admin/export-workshop-registrations";
import { listAdminWorkshops } from "@/lib/platform/services/admin/list-admin-workshops";
import { listWorkshopRegistrations } from "@/lib/platform/services/admin/list-workshop-registrations";

const workshopParams = z.object({ id: idParam });
const registrationParams = workshopParams.extend({ registrationId: idParam });

/** Sign-ups for the site's workshops (« Contenus → Inscriptions »): ADMIN / SUPER_ADMIN of the site, cancellations audited. */
export const adminWorkshopRegistrationRoutes = new Hono<AppEnv>()
  .get("/admin/workshops", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listAdminWorkshops(await getDb(), site.id)));
  })
  .get("/admin/workshop/:id/registrations", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, workshopParams);
    return c.json(ok(await listWorkshopRegistrations(await getDb(), site.id, id)));
  })
  // A CSV file (not an envelope; errors are), always downloaded.
  .get("/admin/workshop/:id/registrations/export", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, workshopParams);
    const { filename, csv } = await exportWorkshopRegistrations(await getDb(), site.id, id);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(filename),
      "X-Content-Type-Options": "nosniff",
    });
  })
  .post("/admin/workshop/:id/registration/:registrationId/cancel", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id, registrationId } = parseParams(c, registrationParams);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    const answer = await cancelWorkshopSignUp(await getDb(), site, user, id, registrationId, origin);
    const cancelled = answer.registrations.find((registration) => registration.id === registrationId);
    return c.json(ok(answer, ADMIN_WORKSHOP_MESSAGES.cancelled(cancelled?.name ?? "", answer.offered.map((p) => p.name))));
  });
