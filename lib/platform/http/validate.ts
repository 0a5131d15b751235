import "server-only";
import type { Context } from "hono";
import type { z } from "zod";
import { parseListQuery, type ListQuery, type ListQuerySpec } from "@/lib/domain/list-query";
import { ApiError, type FieldErrors } from "@/lib/platform/api-error";
import type { AppEnv } from "./app-env";

/** zod issues → { field: [messages] } (the per-field errors of a 422). */
export function toFieldErrors(error: z.ZodError, fallbackField = "_"): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : fallbackField;
    if (!Object.hasOwn(fields, key)) fields[key] = [];
    fields[key]!.push(issue.message);
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, fallbackField?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ApiError.validation(toFieldErrors(result.error, fallbackField));
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

/** A JSON body validated by `schema`: malformed JSON or wrong fields → 422, nothing written. */
export async function parseJsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Le corps de la requête doit être en JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw ApiError.validation({ body: ["Le corps de la requête n'est pas un JSON valide."] }, "JSON invalide.");
  }
  // Asynchronous: some checks load data on demand (the common-password list, lib/schemas/account.ts).
  const result = await schema.safeParseAsync(body);
  if (!result.success) throw ApiError.validation(toFieldErrors(result.error, "body"));
  return result.data;
}
