import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ADMIN_CONTACT_MESSAGES, contactMessageReadSchema } from "@/lib/schemas/contact";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseList, parseParams } from "@/lib/platform/http/validate";
import { deleteContactMessage } from "@/lib/platform/services/admin/delete-contact-message";
import { CONTACT_MESSAGE_LIST_SPEC, listContactMessages } from "@/lib/platform/services/admin/list-contact-messages";
import { markContactMessage } from "@/lib/platform/services/admin/mark-contact-message";

const messageParams = z.object({ id: idParam });

/** What visitors wrote through the contact form (« Contenus → Messages »): ADMIN / SUPER_ADMIN of the site, writes audited. */
export const adminMessageRoutes = new Hono<AppEnv>()
  .get("/admin/messages", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listContactMessages(await getDb(), site.id, parseList(c, CONTACT_MESSAGE_LIST_SPEC))));
  })
  .put("/admin/message/:id/read", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, messageParams);
    const { isRead } = await parseJsonBody(c, contactMessageReadSchema);
    const message = await markContactMessage(await getDb(), site.id, user, id, isRead);
    return c.json(ok(message, isRead ? ADMIN_CONTACT_MESSAGES.markedRead : ADMIN_CONTACT_MESSAGES.markedUnread));
  })
  .delete("/admin/message/:id", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, messageParams);
    await deleteContactMessage(await getDb(), site.id, user, id);
    return c.json(ok(null, ADMIN_CONTACT_MESSAGES.deleted));
  });
