import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseList, parseParams } from "@/lib/platform/http/validate";
import { getOutboxMessage, listOutbox, OUTBOX_LIST_SPEC } from "@/lib/platform/services/list-outbox";

/** The e-mails the platform sent (or kept) for this site: ADMIN, SUPER_ADMIN. */
export const adminOutboxRoutes = new Hono<AppEnv>()
  .get("/admin/outbox", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listOutbox(await getDb(), site.id, parseList(c, OUTBOX_LIST_SPEC))));
  })
  .get("/admin/outbox/:id", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, z.object({ id: idParam }));
    const message = await getOutboxMessage(await getDb(), site.id, id);
    if (!message) throw new ApiError("NOT_FOUND", "Message introuvable.");
    return c.json(ok(message));
  });
