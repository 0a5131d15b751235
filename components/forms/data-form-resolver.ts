"use client";
import type { FieldValues, Resolver } from "react-hook-form";
import type { FormField } from "@/lib/schemas/forms";
import { loadFormSchemas, loadResolvers } from "./form-loaders";

/** A file input's value (FileList) as the answer schema expects it: the chosen file or null. */
function firstFiles(values: FieldValues, fields: readonly FormField[]): FieldValues {
  const copy: FieldValues = { ...values };
  for (const field of fields) {
    if (field.kind !== "file") continue;
    const value: unknown = copy[field.name];
    copy[field.name] = typeof FileList !== "undefined" && value instanceof FileList ? (value.item(0) ?? null) : (value ?? null);
  }
  return copy;
}

/**
 * react-hook-form's resolver for a form defined as data: the answer schema built from the
 * definition (lib/schemas/forms.ts, the one the API uses), loaded on first validation.
 */
export function dataFormResolver(fields: readonly FormField[]): Resolver<FieldValues> {
  let ready: Promise<Resolver<FieldValues>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([loadResolvers(), loadFormSchemas()]).then(
      ([{ zodResolver }, schemas]) => zodResolver(schemas.formAnswerSchema(fields) as never) as unknown as Resolver<FieldValues>,
    );
    ready.catch(() => (ready = null));
    return (await ready)(firstFiles(values, fields), context, options);
  };
}

/** The multipart body of POST /forms/{id}/submit from the validated values. */
export function answerFormData(values: FieldValues, fields: readonly FormField[], honeypot: string): FormData {
  const body = new FormData();
  for (const field of fields) {
    const value: unknown = values[field.name];
    if (value === null || value === undefined) continue;
    if (typeof value === "boolean") body.append(field.name, value ? "true" : "false");
    else if (value instanceof Blob) body.append(field.name, value, (value as File).name);
    else body.append(field.name, String(value));
  }
  if (honeypot) body.append("siteWeb", honeypot);
  return body;
}
