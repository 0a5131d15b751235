import "server-only";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseJsonText, parseParams, parseWith } from "@/lib/platform/http/validate";
import { checkLayoutHash } from "@/lib/platform/services/admin/check-layout-hash";
import { deletePageDraft } from "@/lib/platform/services/admin/delete-page-draft";
import { getPageDraft } from "@/lib/platform/services/admin/get-page-draft";
import { getPageLayout } from "@/lib/platform/services/admin/get-page-layout";
import { listPageLayouts } from "@/lib/platform/services/admin/list-page-layouts";
import { publishPageCopy } from "@/lib/platform/services/admin/publish-page-copy";
import { publishPageLayout } from "@/lib/platform/services/admin/publish-page-layout";
import { restorePageLayout } from "@/lib/platform/services/admin/restore-page-layout";
import { savePageDraft } from "@/lib/platform/services/admin/save-page-draft";
import { pagePreviewPath } from "@/lib/domain/page-preview";
import { findPageUrl } from "@/lib/platform/services/admin/find-page-url-for-draft";
import {
  copyInputSchema,
  draftInputSchema,
  hashCheckInputSchema,
  previewContentSchema,
  previewDraftVersionSchema,
  publishInputSchema,
  restoreInputSchema,
  type AdminSession,
} from "@/lib/schemas/admin/layouts";

const pageParams = z.object({ idPage: idParam });
const layoutParams = z.object({ idPage: idParam, idLayout: idParam });

/** The site, and the caller as an admin of it (401 / 403 otherwise). */
async function adminOf(c: Context<AppEnv>) {
  const site = await requireSite(c);
  const user = await requireRole(c, ADMIN_ROLES);
  return { site, user, actor: { id: user.id, email: user.email } };
}

/** The `cms` field of a multipart body, parsed from JSON, and the raw `draftVersion` field (415 / 422 otherwise). */
async function multipartContent(c: Context<AppEnv>): Promise<{ cms: unknown; draftVersion: unknown }> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("Content-Type") ?? "")) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Le corps de la requête doit être en multipart/form-data (champ « cms »).");
  }
  let field: unknown;
  let draftVersion: unknown;
  try {
    const body = await c.req.parseBody();
    field = body["cms"];
    draftVersion = body["draftVersion"];
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.validation({ body: ["Le corps multipart est illisible."] }, "Requête multipart invalide.");
  }
  const text = typeof field === "string" ? field : field instanceof Blob ? await field.text() : null;
  if (text === null) throw ApiError.validation({ cms: ["Le champ « cms » est obligatoire."] });
  return { cms: parseJsonText(text, "cms", "Le champ « cms » n'est pas un JSON valide."), draftVersion };
}

/**
 * The builder's layout calls (docs/builder.md "Layouts, drafts, publish"; docs/api.md "Admin —
 * layouts"): ADMIN / SUPER_ADMIN of the caller's site, every query scoped by site id.
 */
export const adminLayoutRoutes = new Hono<AppEnv>()
  .get("/admin/session", async (c) => {
    const { user } = await adminOf(c);
    const session: AdminSession = { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, role: user.role as AdminSession["role"] };
    return c.json(ok(session));
  })
  .get("/admin/page/:idPage/layout", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage } = parseParams(c, pageParams);
    return c.json(ok(await getPageLayout(await getDb(), site.id, actor, idPage)));
  })
  .get("/admin/page/:idPage/draft", async (c) => {
    const { site, user } = await adminOf(c);
    const { idPage } = parseParams(c, pageParams);
    const db = await getDb();
    await findPageUrl(db, site.id, idPage);
    return c.json(ok(await getPageDraft(db, site.id, user.id, idPage)));
  })
  .put("/admin/page/:idPage/draft", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage } = parseParams(c, pageParams);
    const input = await parseJsonBody(c, draftInputSchema);
    return c.json(ok(await savePageDraft(await getDb(), site.id, actor, idPage, input)));
  })
  .delete("/admin/page/:idPage/draft", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage } = parseParams(c, pageParams);
    await deletePageDraft(await getDb(), site.id, actor, idPage);
    return c.json(ok(null));
  })
  .put("/admin/page/:idPage/layout/:idLayout/preview", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage, idLayout } = parseParams(c, layoutParams);
    const body = await multipartContent(c);
    const cms = parseWith(previewContentSchema, body.cms, "cms");
    const draftVersion = parseWith(previewDraftVersionSchema, body.draftVersion, "draftVersion");
    const db = await getDb();
    const draft = await savePageDraft(db, site.id, actor, idPage, { cms, baseLayoutId: idLayout, draftVersion });
    return c.json(ok({ previewPath: pagePreviewPath(await findPageUrl(db, site.id, idPage)), draftVersion: draft.version }));
  })
  .post("/admin/page/:idPage/layout/:idLayout/hash/check", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage, idLayout } = parseParams(c, layoutParams);
    const base = await parseJsonBody(c, hashCheckInputSchema);
    return c.json(ok(await checkLayoutHash(await getDb(), site.id, actor, idPage, idLayout, base)));
  })
  .post("/admin/page/:idPage/layout/:idLayout/publish", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage, idLayout } = parseParams(c, layoutParams);
    const { cms } = await parseJsonBody(c, publishInputSchema);
    const layout = await publishPageLayout(await getDb(), site.id, actor, idPage, idLayout, cms);
    return c.json(ok({ layout }, "Page publiée."), 201);
  })
  .post("/admin/page/:idPage/copy", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage } = parseParams(c, pageParams);
    const { cms } = await parseJsonBody(c, copyInputSchema);
    const copy = await publishPageCopy(await getDb(), site.id, actor, idPage, cms);
    return c.json(ok(copy, "Copie publiée : la page d'origine garde la version en ligne."), 201);
  })
  .get("/admin/page/:idPage/layouts", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage } = parseParams(c, pageParams);
    return c.json(ok(await listPageLayouts(await getDb(), site.id, actor, idPage)));
  })
  .post("/admin/page/:idPage/layout/:idLayout/restore", async (c) => {
    const { site, actor } = await adminOf(c);
    const { idPage, idLayout } = parseParams(c, layoutParams);
    const { baseLayoutId } = await parseJsonBody(c, restoreInputSchema);
    const layout = await restorePageLayout(await getDb(), site.id, actor, idPage, idLayout, baseLayoutId);
    return c.json(ok({ layout }, "Version restaurée et publiée."), 201);
  });
