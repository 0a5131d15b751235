import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams } from "@/lib/platform/http/validate";
import { addCalendarClosure, deleteCalendarClosure, listCalendarClosures } from "@/lib/platform/services/admin/manage-calendar-closures";
import { calendarParamsSchema, closureInputSchema, closureParamsSchema } from "@/lib/schemas/appointments";

/** Closed days of a calendar (ADMIN, SUPER_ADMIN): no booking is offered on them. Writes are audited. */
export const adminCalendarClosureRoutes = new Hono<AppEnv>()
  .get("/admin/calendar/:id/closures", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, calendarParamsSchema);
    return c.json(ok(await listCalendarClosures(await getDb(), site.id, id)));
  })
  .post("/admin/calendar/:id/closure", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, calendarParamsSchema);
    const input = await parseJsonBody(c, closureInputSchema);
    return c.json(ok(await addCalendarClosure(await getDb(), site.id, user, id, input), "Jour de fermeture enregistré."), 201);
  })
  .delete("/admin/calendar/:id/closure/:closureId", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id, closureId } = parseParams(c, closureParamsSchema);
    await deleteCalendarClosure(await getDb(), site.id, user, id, closureId);
    return c.json(ok(null, "Jour de fermeture supprimé."));
  });
