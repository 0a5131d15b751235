import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams, parseWith } from "@/lib/platform/http/validate";
import { createPage } from "@/lib/platform/services/admin/create-page";
import { deletePage } from "@/lib/platform/services/admin/delete-page";
import { listAdminPages } from "@/lib/platform/services/admin/list-admin-pages";
import { updatePage } from "@/lib/platform/services/admin/update-page";
import { updatePageTree } from "@/lib/platform/services/admin/update-page-tree";
import { deletePageQuerySchema, pageInputSchema, pageTreeInputSchema } from "@/lib/schemas/admin/pages";

const pageParams = z.object({ idPage: idParam });

/** Pages and menu (issue 9, docs/api.md « Admin — pages »): ADMIN / SUPER_ADMIN of the site. */
export const adminPageRoutes = new Hono<AppEnv>()
  .get("/admin/pages", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listAdminPages(await getDb(), site.id)));
  })
  .post("/admin/page", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const input = await parseJsonBody(c, pageInputSchema);
    return c.json(ok(await createPage(await getDb(), site.id, user, input), "La page est créée."), 201);
  })
  .put("/admin/pages/tree", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const input = await parseJsonBody(c, pageTreeInputSchema);
    return c.json(ok(await updatePageTree(await getDb(), site.id, user, input), "Le menu est enregistré."));
  })
  .put("/admin/page/:idPage", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { idPage } = parseParams(c, pageParams);
    const input = await parseJsonBody(c, pageInputSchema);
    return c.json(ok(await updatePage(await getDb(), site.id, user, idPage, input), "La page est enregistrée."));
  })
  .delete("/admin/page/:idPage", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { idPage } = parseParams(c, pageParams);
    const { children } = parseWith(deletePageQuerySchema, c.req.query());
    return c.json(ok(await deletePage(await getDb(), site.id, user, idPage, children), "La page est supprimée."));
  });
