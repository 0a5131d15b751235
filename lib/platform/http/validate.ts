import "server-only";
import type { Context } from "hono";
import type { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterPaths } from "@/lib/domain/control-characters";
import { JSON_TOO_DEEP_MESSAGE, parseBoundedJson } from "@/lib/domain/json-depth";
import { parseListQuery, type ListQuery, type ListQuerySpec } from "@/lib/domain/list-query";
import { frenchDefaultError } from "@/lib/schemas/french-errors";
import { ApiError, type FieldErrors } from "@/lib/platform/api-error";
import type { AppEnv } from "./app-env";

/**
 * zod issues → { field: [messages] } (the per-field errors of a 422). Built as entries: a field
 * named "__proto__" stays a plain key of the answer.
 */
export function toFieldErrors(error: z.ZodError, fallbackField = "_"): FieldErrors {
  const fields = new Map<string, string[]>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join(".") : fallbackField;
    fields.set(key, [...(fields.get(key) ?? []), message]);
  };
  for (const issue of error.issues) add(issue.path, issue.message);
  return Object.fromEntries(fields);
}

/**
 * The per-field errors of request input: the schema's, and a control character in any string
 * (lib/domain/control-characters.ts) on that string's field; null when there is none.
 */
export function requestInputErrors(input: unknown, result: { success: true } | { success: false; error: z.ZodError }, fallbackField = "_"): FieldErrors | null {
  const fields = new Map(Object.entries(result.success ? {} : toFieldErrors(result.error, fallbackField)));
  for (const path of controlCharacterPaths(input)) {
    const key = path.length > 0 ? path.join(".") : fallbackField;
    fields.set(key, [...(fields.get(key) ?? []), CONTROL_CHARACTERS_MESSAGE]);
  }
  return fields.size > 0 ? Object.fromEntries(fields) : null;
}

/** A parse of request input: the schema's own messages, French ones for what it leaves to zod. */
export function safeParseRequest<S extends z.ZodType>(schema: S, input: unknown) {
  return schema.safeParse(input, { error: frenchDefaultError });
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, fallbackField?: string): z.infer<S> {
  const result = safeParseRequest(schema, input);
  const errors = requestInputErrors(input, result, fallbackField);
  if (errors || !result.success) throw ApiError.validation(errors ?? {});
  return result.data;
}

/** Path parameters, validated (422 on a malformed id or slug). */
export function parseParams<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  return parseWith(schema, c.req.param());
}

/** The list-query grammar (SPEC §7) for this route's spec; 422 with per-field errors. */
export function parseList<F extends string>(c: Context<AppEnv>, spec: ListQuerySpec<F>): ListQuery<F> {
  // A null-prototype record: "__proto__" or "constructor" stay plain (unknown) parameter names.
  const params: Record<string, string[]> = Object.create(null);
  for (const [key, value] of new URL(c.req.url).searchParams) (params[key] ??= []).push(value);
  const result = parseListQuery(params, spec);
  if (!result.ok) throw ApiError.validation(result.errors, "Paramètres de liste invalides.");
  return result.value;
}

/**
 * JSON text of a request (a body, or a multipart field holding JSON) parsed: 422 on `field` when it
 * is malformed, or nested deeper than MAX_JSON_DEPTH, which is checked on the text before parsing
 * (no recursive check ever sees such a value).
 */
export function parseJsonText(text: string, field = "body", malformed = "Le corps de la requête n'est pas un JSON valide."): unknown {
  const json = parseBoundedJson(text);
  if (json.ok) return json.value;
  if (json.tooDeep) throw ApiError.validation({ [field]: [JSON_TOO_DEEP_MESSAGE] }, JSON_TOO_DEEP_MESSAGE);
  throw ApiError.validation({ [field]: [malformed] }, "JSON invalide.");
}

/** The request's body read as JSON (parseJsonText: 422 when malformed or too deep). */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  return parseJsonText(await c.req.text());
}

/** A JSON body validated by `schema`: malformed or too deep JSON, or wrong fields → 422, nothing written. */
export async function parseJsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Le corps de la requête doit être en JSON (Content-Type: application/json).");
  }
  const body = await readJsonBody(c);
  // Asynchronous: some checks load data on demand (the common-password list, lib/schemas/account.ts).
  const result = await schema.safeParseAsync(body, { error: frenchDefaultError });
  const errors = requestInputErrors(body, result, "body");
  if (errors || !result.success) throw ApiError.validation(errors ?? {});
  return result.data;
}
