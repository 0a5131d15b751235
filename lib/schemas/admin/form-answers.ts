import { z } from "zod";
import { formFieldSchema } from "../forms";
import { listEnvelopeSchema } from "../list";

/**
 * « Contenus → Formulaires »: the answers visitors sent through the site's forms (POST
 * /forms/{id}/submit), read by the admin (docs/api.md « Admin — what visitors send »).
 */

/** GET /admin/forms: one form of the site, offered or not, with its fields (the labels of its answers). */
export const adminFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** False once the form is no longer offered: its answers stay readable. */
  isActive: z.boolean(),
  fields: z.array(formFieldSchema),
  answerCount: z.number().int().min(0),
  lastAnswerAt: z.iso.datetime().nullable(),
});
export type AdminForm = z.infer<typeof adminFormSchema>;
export const adminFormListSchema = z.array(adminFormSchema);

/** A file sent with an answer (its bytes: GET /admin/form/{id}/answer/{answerId}/file/{fileId}). */
export const adminFormAnswerFileSchema = z.object({
  id: z.number().int(),
  /** The file field it was sent in. */
  fieldName: z.string(),
  /** The name on the visitor's computer (shown, and the name of the download). */
  originalName: z.string(),
  /** Typed by content when it was sent: PDF, JPEG, PNG or WebP. */
  mime: z.string(),
  byteSize: z.number().int().min(0),
});
export type AdminFormAnswerFile = z.infer<typeof adminFormAnswerFileSchema>;

/** One answer: field name → text, true / false, or null when left blank (a file field holds the file's name). */
export const adminFormAnswerSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  createdAt: z.iso.datetime(),
  values: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
  files: z.array(adminFormAnswerFileSchema),
});
export type AdminFormAnswer = z.infer<typeof adminFormAnswerSchema>;
export const adminFormAnswerListSchema = listEnvelopeSchema(adminFormAnswerSchema);
export type AdminFormAnswerList = z.infer<typeof adminFormAnswerListSchema>;

export const ADMIN_FORM_MESSAGES = {
  formNotFound: "Formulaire introuvable.",
  answerNotFound: "Réponse introuvable.",
  fileNotFound: "Fichier introuvable.",
  answerDeleted: "La réponse est supprimée.",
} as const;
