import { z } from "zod";
import { DOCUMENT_SIGNATURE_BYTES, DOCUMENT_TYPES_LABEL, detectDocumentType } from "@/lib/domain/document-type";
import { ACCOUNT_MESSAGES, phoneSchema } from "./account";

/**
 * Forms defined as data (GET /forms/{id}) and the validation of their answers, built from the
 * definition by `formAnswerSchema`: the same function runs in the browser (react-hook-form) and on
 * the server (POST /forms/{id}/answer/validate and /submit), so a visitor sees in the form exactly
 * the per-field errors the API would give.
 */

export const FORM_FIELD_KINDS = ["text", "email", "phone", "date", "select", "checkbox", "file"] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** Largest file a form accepts (a field may ask for less). */
export const MAX_FORM_FILE_BYTES = 5 * 1024 * 1024;
/** Longest text a text field accepts when its definition sets no maximum. */
export const DEFAULT_TEXT_MAX = { line: 200, multiline: 5000 } as const;

export const FORM_MESSAGES = {
  required: "Ce champ est obligatoire.",
  checkboxRequired: "Cochez cette case pour continuer.",
  invalid: "Cette valeur n'est pas valide.",
  dateInvalid: "Indiquez une date valide (jj/mm/aaaa).",
  optionInvalid: "Choisissez une des valeurs proposées.",
  fileUnreadable: "Le fichier n'a pas pu être lu.",
  fileEmpty: "Le fichier est vide.",
  fileType: `Ce type de fichier n'est pas accepté : envoyez un fichier ${DOCUMENT_TYPES_LABEL}.`,
  tooShort: (min: number) => `${min} caractères au moins.`,
  tooLong: (max: number) => `${max} caractères au plus.`,
  fileTooBig: (bytes: number) => `Le fichier dépasse la taille autorisée (${formatMegabytes(bytes)}).`,
} as const;

/** "5 Mo", "1,5 Mo": a size as the French messages show it. */
export function formatMegabytes(bytes: number): string {
  const value = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${String(value).replace(".", ",")} Mo`;
}

const FIELD_NAME = /^[a-z][a-zA-Z0-9]{0,39}$/;

/** One field of a form definition. */
export const formFieldSchema = z
  .object({
    /** Key of the value in the answer (camelCase letters and digits). */
    name: z.string().regex(FIELD_NAME, { error: "Nom de champ invalide (lettres et chiffres, commençant par une minuscule)." }),
    label: z.string().trim().min(1).max(200),
    kind: z.enum(FORM_FIELD_KINDS),
    required: z.boolean().default(false),
    help: z.string().trim().max(300).nullish(),
    /** Text fields: several lines (a textarea). */
    multiline: z.boolean().optional(),
    minLength: z.number().int().min(0).max(10_000).optional(),
    maxLength: z.number().int().min(1).max(10_000).optional(),
    /** Select fields: the choices offered. */
    options: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
    /** File fields: largest size accepted (at most MAX_FORM_FILE_BYTES). */
    maxBytes: z.number().int().min(1).max(MAX_FORM_FILE_BYTES).optional(),
  })
  .refine((field) => field.kind !== "select" || (field.options?.length ?? 0) > 0, { error: "Une liste de choix doit proposer au moins une valeur." });
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

export const formFieldsSchema = z
  .array(formFieldSchema)
  .min(1)
  .max(40)
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, { error: "Deux champs portent le même nom." });

/** GET /forms/{id}: what a visitor needs to fill the form in. */
export const publicFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  submitLabel: z.string(),
  fields: z.array(formFieldSchema),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

/** A stored value of an answer (files are stored apart: their original name is kept here). */
export type FormAnswerValue = string | boolean | null;

/** POST /forms/{id}/submit: the message of the answer (data null). */
export const FORM_MESSAGES_SENT = "Merci, votre demande a bien été envoyée. Nous revenons vers vous rapidement.";

// ---------- answers ----------

const blankToEmpty = (value: unknown) => (typeof value === "string" ? value.trim() : value === null || value === undefined ? "" : value);

function textSchema(field: FormField) {
  const max = field.maxLength ?? (field.multiline ? DEFAULT_TEXT_MAX.multiline : DEFAULT_TEXT_MAX.line);
  const min = field.minLength ?? 0;
  return z.preprocess(blankToEmpty, z.string({ error: FORM_MESSAGES.invalid })).superRefine((value, ctx) => {
    if (value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
      return;
    }
    if (value.length < min) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.tooShort(min) });
    if (value.length > max) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.tooLong(max) });
  }).transform((value) => value || null);
}

const emailFormat = z.email();

function emailSchema(field: FormField) {
  return z.preprocess(blankToEmpty, z.string({ error: ACCOUNT_MESSAGES.emailInvalid })).transform((value) => value.toLowerCase()).superRefine((value, ctx) => {
    if (value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
      return;
    }
    if (value.length > 254) ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.emailTooLong });
    else if (!emailFormat.safeParse(value).success) ctx.addIssue({ code: "custom", message: ACCOUNT_MESSAGES.emailInvalid });
  }).transform((value) => value || null);
}

function requiredWhenAsked<T>(field: FormField) {
  return (value: T | null, ctx: z.RefinementCtx) => {
    if (value === null && field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
  };
}

/** "YYYY-MM-DD" that is a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && year <= 2200 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateSchema(field: FormField) {
  return z.preprocess(blankToEmpty, z.string({ error: FORM_MESSAGES.dateInvalid })).superRefine((value, ctx) => {
    if (value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
    } else if (!isCalendarDate(value)) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.dateInvalid });
  }).transform((value) => value || null);
}

function selectSchema(field: FormField) {
  const options = field.options ?? [];
  return z.preprocess(blankToEmpty, z.string({ error: FORM_MESSAGES.optionInvalid })).superRefine((value, ctx) => {
    if (value === "") {
      if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
    } else if (!options.includes(value)) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.optionInvalid });
  }).transform((value) => value || null);
}

/** A checkbox: true / false from the browser, "true" / "on" / "false" / absent from a multipart body. */
function checkboxSchema(field: FormField) {
  return z
    .union([z.boolean(), z.enum(["true", "on", "false", ""]), z.null()], { error: FORM_MESSAGES.invalid })
    .optional()
    .transform((value) => value === true || value === "true" || value === "on")
    .refine((checked) => checked || !field.required, { error: FORM_MESSAGES.checkboxRequired });
}

/** A File (browser and server alike), without relying on one realm's File class. */
export function isUploadedFile(value: unknown): value is File {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as File).name === "string" &&
    typeof (value as File).size === "number" &&
    typeof (value as File).slice === "function"
  );
}

/**
 * A file: the first bytes must be a PDF, JPEG, PNG or WebP (the name and the browser's type are
 * not trusted), within the field's size. An empty file input (no file chosen) counts as blank.
 */
function fileSchema(field: FormField) {
  const maxBytes = field.maxBytes ?? MAX_FORM_FILE_BYTES;
  return z
    .custom<File | null | "">((value) => value === null || value === "" || isUploadedFile(value), { error: FORM_MESSAGES.fileUnreadable })
    // A missing key (no file chosen, the browser sent nothing) is blank too.
    .optional()
    .transform((value) => (isUploadedFile(value) && (value.size > 0 || value.name !== "") ? value : null))
    .superRefine(async (file, ctx) => {
      if (file === null) {
        if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
        return;
      }
      if (file.size === 0) return ctx.addIssue({ code: "custom", message: FORM_MESSAGES.fileEmpty });
      if (file.size > maxBytes) return ctx.addIssue({ code: "custom", message: FORM_MESSAGES.fileTooBig(maxBytes) });
      const head = new Uint8Array(await file.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer());
      if (!detectDocumentType(head)) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.fileType });
    });
}

function fieldValueSchema(field: FormField): z.ZodType {
  switch (field.kind) {
    case "text":
      return textSchema(field);
    case "email":
      return emailSchema(field);
    case "phone":
      return phoneSchema({ mobileOnly: false }).superRefine(requiredWhenAsked<string>(field));
    case "date":
      return dateSchema(field);
    case "select":
      return selectSchema(field);
    case "checkbox":
      return checkboxSchema(field);
    case "file":
      return fileSchema(field);
  }
}

/** Answer of a form: field name → text, true / false, a File, or null when left blank. */
export type FormAnswer = Record<string, string | boolean | File | null>;

export interface FormAnswerSchemaOptions {
  /** Leave the file fields out (a JSON body cannot carry files: POST …/answer/validate in JSON). */
  skipFiles?: boolean;
}

/**
 * The zod schema of an answer to a form with these fields. Asynchronous (files are read): parse
 * with `safeParseAsync`. Unknown keys are dropped.
 */
export function formAnswerSchema(fields: readonly FormField[], options: FormAnswerSchemaOptions = {}): z.ZodType<FormAnswer, Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (field.kind === "file" && options.skipFiles) continue;
    shape[field.name] = fieldValueSchema(field);
  }
  return z.object(shape) as unknown as z.ZodType<FormAnswer, Record<string, unknown>>;
}
