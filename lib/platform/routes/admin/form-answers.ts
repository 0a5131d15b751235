import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { attachmentDisposition } from "@/lib/domain/content-disposition";
import { ok } from "@/lib/domain/envelope";
import { ADMIN_FORM_MESSAGES } from "@/lib/schemas/admin/form-answers";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { ADMIN_ROLES, requireRole, requireSite } from "@/lib/platform/http/request-context";
import { parseList, parseParams } from "@/lib/platform/http/validate";
import { deleteFormAnswer } from "@/lib/platform/services/admin/delete-form-answer";
import { listAdminForms } from "@/lib/platform/services/admin/list-admin-forms";
import { FORM_ANSWER_LIST_SPEC, listFormAnswers } from "@/lib/platform/services/admin/list-form-answers";
import { readFormAnswerFile } from "@/lib/platform/services/admin/read-form-answer-file";

const formParams = z.object({ id: idParam });
const answerParams = formParams.extend({ answerId: idParam });
const fileParams = answerParams.extend({ fileId: idParam });

/** Answers to the site's forms (« Contenus → Formulaires »): ADMIN / SUPER_ADMIN of the site, deletions audited. */
export const adminFormAnswerRoutes = new Hono<AppEnv>()
  .get("/admin/forms", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(await listAdminForms(await getDb(), site.id)));
  })
  .get("/admin/form/:id/answers", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id } = parseParams(c, formParams);
    return c.json(ok(await listFormAnswers(await getDb(), site.id, id, parseList(c, FORM_ANSWER_LIST_SPEC))));
  })
  .delete("/admin/form/:id/answer/:answerId", async (c) => {
    const site = await requireSite(c);
    const user = await requireRole(c, ADMIN_ROLES);
    const { id, answerId } = parseParams(c, answerParams);
    await deleteFormAnswer(await getDb(), site.id, user, id, answerId);
    return c.json(ok(null, ADMIN_FORM_MESSAGES.answerDeleted));
  })
  // The file itself (not an envelope; errors are). Always a download: a visitor's file is never
  // rendered by the browser in the site's origin, whatever it holds.
  .get("/admin/form/:id/answer/:answerId/file/:fileId", async (c) => {
    const site = await requireSite(c);
    await requireRole(c, ADMIN_ROLES);
    const { id, answerId, fileId } = parseParams(c, fileParams);
    const file = await readFormAnswerFile(await getDb(), site.id, id, answerId, fileId);
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.mime,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": attachmentDisposition(file.originalName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });
