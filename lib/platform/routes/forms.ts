import "server-only";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { HONEYPOT_FIELD, isHoneypotFilled } from "@/lib/domain/honeypot";
import { frenchDefaultError } from "@/lib/schemas/french-errors";
import { FORM_MESSAGES_SENT, formAnswerSchema, type FormAnswer, type PublicForm } from "@/lib/schemas/forms";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam } from "@/lib/platform/http/params";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseParams, readJsonBody, requestInputErrors } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { findPublicForm } from "@/lib/platform/services/find-public-form";
import { submitFormAnswer } from "@/lib/platform/services/submit-form-answer";

/** Answers per client address per hour; checks (…/answer/validate) per client address per 10 minutes. */
export const FORM_LIMITS = { submitPerIp: 10, submitWindowSeconds: 60 * 60, validatePerIp: 60, validateWindowSeconds: 10 * 60 } as const;

const idParams = z.object({ id: idParam });

/** The body of an answer: multipart (files allowed) or, for …/answer/validate only, JSON (no files). */
async function readAnswerBody(c: Context<AppEnv>, allowJson: boolean): Promise<{ body: Record<string, unknown>; json: boolean }> {
  const type = c.req.header("Content-Type") ?? "";
  if (allowJson && /^application\/(.+\+)?json\b/i.test(type)) {
    const body = await readJsonBody(c);
    if (!body || typeof body !== "object" || Array.isArray(body)) throw ApiError.validation({ body: ["Envoyez un objet JSON."] });
    return { body: body as Record<string, unknown>, json: true };
  }
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Envoyez le formulaire en multipart/form-data.");
  }
  try {
    return { body: await c.req.parseBody({ all: false }), json: false };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.validation({ body: ["Le formulaire envoyé est illisible."] }, "Requête multipart invalide.");
  }
}

/** The answer checked field by field (files by content and size): 422 with per-field errors. */
async function validAnswer(form: PublicForm, body: Record<string, unknown>, skipFiles: boolean): Promise<FormAnswer> {
  const result = await formAnswerSchema(form.fields, { skipFiles }).safeParseAsync(body, { error: frenchDefaultError });
  const errors = requestInputErrors(body, result, "body");
  if (errors || !result.success) throw ApiError.validation(errors ?? {});
  return result.data;
}

/** GET /forms/{id}, POST /forms/{id}/answer/validate, POST /forms/{id}/submit (multipart). */
export const formRoutes = new Hono<AppEnv>()
  .get("/forms/:id", async (c) => {
    const site = await requireSite(c);
    const { id } = parseParams(c, idParams);
    return c.json(ok(await findPublicForm(await getDb(), site.id, id)));
  })
  .post("/forms/:id/answer/validate", async (c) => {
    const site = await requireSite(c);
    const { id } = parseParams(c, idParams);
    const form = await findPublicForm(await getDb(), site.id, id);
    await checkRateLimit(`form-validate:ip:${site.id}:${clientIp(c)}`, FORM_LIMITS.validatePerIp, FORM_LIMITS.validateWindowSeconds);
    const { body, json } = await readAnswerBody(c, true);
    await validAnswer(form, body, json);
    return c.json(ok({ valid: true }, "Le formulaire est valide."));
  })
  .post("/forms/:id/submit", async (c) => {
    const site = await requireSite(c);
    const { id } = parseParams(c, idParams);
    const db = await getDb();
    const form = await findPublicForm(db, site.id, id);
    // Counted before the files are read and checked: the expensive part.
    await checkRateLimit(`form-submit:ip:${site.id}:${clientIp(c)}`, FORM_LIMITS.submitPerIp, FORM_LIMITS.submitWindowSeconds);
    const { body } = await readAnswerBody(c, false);
    const answer = await validAnswer(form, body, false);
    // A robot that filled the honeypot gets the very same answer; nothing is stored or sent.
    if (!isHoneypotFilled(body[HONEYPOT_FIELD])) {
      await submitFormAnswer(db, site, form, answer, linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) }));
    }
    return c.json(ok(null, FORM_MESSAGES_SENT), 201);
  });
