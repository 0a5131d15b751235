import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import { JSON_TOO_DEEP_MESSAGE, parseBoundedJson } from "@/lib/domain/json-depth";
import { CART_MESSAGES } from "@/lib/domain/shop/cart-messages";
import { ApiError } from "@/lib/platform/api-error";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { readJsonBody, safeParseRequest } from "@/lib/platform/http/validate";
import { asCartErrors, cartValidationError } from "@/lib/platform/services/shop/cart-validation-error";
import type { UploadedCustomizationFile } from "@/lib/platform/services/shop/store-customization-files";
import { addToCartFieldsSchema, type CartError } from "@/lib/schemas/shop/cart";
import { customizationAnswerSchema } from "@/lib/schemas/shop/customization";

const FILE_PART = /^file\.(\d{1,10})\.(.{1,64})$/s;

/** A multipart body as fields and files; an unreadable form is a 422 on `errorKey` (a limit cutting the body keeps its own error). */
export async function readMultipart(c: Context<AppEnv>, errorKey: string): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody({ all: false });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw cartValidationError([{ key: errorKey, error: "Le formulaire envoyé est illisible." }]);
  }
}

/** The fields and files of an add-to-cart request (multipart, or JSON without files). */
export async function readAddToCartBody(c: Context<AppEnv>): Promise<{ fields: Record<string, unknown>; files: UploadedCustomizationFile[] }> {
  const type = c.req.header("Content-Type") ?? "";
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    let body: unknown;
    try {
      body = await readJsonBody(c);
    } catch (error) {
      throw asCartErrors(error);
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw cartValidationError([{ key: "body", error: "Envoyez un objet JSON." }]);
    const fields = { ...(body as Record<string, unknown>) };
    if (Array.isArray(fields.customizations)) fields.customizations = JSON.stringify(fields.customizations);
    if (typeof fields.quantity === "number") fields.quantity = String(fields.quantity);
    return { fields, files: [] };
  }
  if (!/^multipart\/form-data\b/i.test(type)) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Envoyez le produit en multipart/form-data.");
  const body = await readMultipart(c, "body");
  const fields: Record<string, unknown> = {};
  const files: UploadedCustomizationFile[] = [];
  for (const [name, value] of Object.entries(body)) {
    const part = FILE_PART.exec(name);
    if (part && typeof value !== "string") files.push({ key: `${Number(part[1])}.${part[2]}`, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    else if (!name.startsWith("file.")) fields[name] = value;
    else files.push({ key: name.slice(5), name: "", bytes: new Uint8Array() });
  }
  return { fields, files };
}

/** type, quantity and customizations of an add-to-cart request, or 422 with `[{ key, error }]`. */
export function parseAddToCartFields(fields: Record<string, unknown>) {
  const errors: CartError[] = [];
  const parsed = safeParseRequest(addToCartFieldsSchema, fields);
  if (!parsed.success) for (const issue of parsed.error.issues) errors.push({ key: issue.path.map(String).join(".") || "body", error: issue.message });
  let answers: z.infer<typeof customizationAnswerSchema>[] = [];
  if (parsed.success && parsed.data.customizations !== undefined && parsed.data.customizations.trim() !== "") {
    const json = parseBoundedJson(parsed.data.customizations);
    const list = json.ok ? safeParseRequest(z.array(customizationAnswerSchema).max(50), json.value) : null;
    if (list?.success) answers = list.data;
    else errors.push({ key: "customizations", error: !json.ok && json.tooDeep ? JSON_TOO_DEEP_MESSAGE : CART_MESSAGES.invalidCustomizations });
  }
  if (errors.length > 0 || !parsed.success) throw cartValidationError(errors);
  return { type: parsed.data.type, quantity: parsed.data.quantity, answers };
}
