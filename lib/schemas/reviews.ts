import { z } from "zod";
import { MAX_RATING, MIN_RATING } from "@/lib/domain/reviews";

/** Reviews (GET /google/reviews, the review link, the admin routes; docs/api.md « Avis »). */

const isoDateTime = z.iso.datetime();

/** A published review as visitors see it: the author is « Prénom I. », never the full name. */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
  text: z.string(),
  author: z.string(),
  reviewedAt: isoDateTime,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const aggregateRatingSchema = z.object({
  ratingValue: z.number(),
  reviewCount: z.number().int().min(1),
  bestRating: z.literal(MAX_RATING),
  worstRating: z.literal(MIN_RATING),
});

/** GET /google/reviews: the published reviews (newest first) and their average (null when none). */
export const reviewListSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number().int().min(0),
  aggregate: aggregateRatingSchema.nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** A review in the admin list (moderation). */
export const adminReviewSchema = publicReviewSchema.extend({
  authorFirstname: z.string(),
  authorLastname: z.string(),
  source: z.enum(["ADMIN", "LINK"]),
  isPublished: z.boolean(),
  createdAt: isoDateTime,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.array(adminReviewSchema);

const ratingField = z
  .number({ error: "Choisissez une note de 1 à 5 étoiles." })
  .int({ error: "Choisissez une note de 1 à 5 étoiles." })
  .min(MIN_RATING, { error: "Choisissez une note de 1 à 5 étoiles." })
  .max(MAX_RATING, { error: "Choisissez une note de 1 à 5 étoiles." });
const textField = z
  .string({ error: "Écrivez votre avis." })
  .trim()
  .min(10, { error: "Votre avis doit compter au moins 10 caractères." })
  .max(2000, { error: "Votre avis doit compter au plus 2 000 caractères." });
const nameField = (label: string, min: number) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(min, { error: `${label} est obligatoire.` })
    .max(80, { error: `${label} : 80 caractères au plus.` })
    .regex(/^[^<>{}\n\r]*$/, { error: `${label} contient des caractères non autorisés.` });

/** A review typed in by the admin (POST /admin/review). */
export const adminReviewInputSchema = z.strictObject({
  rating: ratingField,
  text: textField,
  authorFirstname: nameField("Le prénom", 1),
  authorLastname: nameField("Le nom", 0).default(""),
  /** ISO date-time; now when left out. */
  reviewedAt: isoDateTime.optional(),
  isPublished: z.boolean({ error: "« isPublished » doit valoir true ou false." }).default(true),
});
export type AdminReviewInput = z.input<typeof adminReviewInputSchema>;

export const reviewModerationSchema = z.strictObject({
  isPublished: z.boolean({ error: "« isPublished » doit valoir true ou false." }),
});

/** POST /admin/review-link: the customer the link is e-mailed to. */
export const reviewLinkInputSchema = z.strictObject({
  email: z.email({ error: "Adresse e-mail invalide." }).max(254, { error: "Adresse e-mail trop longue." }),
  firstname: nameField("Le prénom", 1),
  lastname: nameField("Le nom", 0).default(""),
});
export const reviewLinkAnswerSchema = z.object({ id: z.number().int(), email: z.string(), expiresAt: isoDateTime });
export type ReviewLinkAnswer = z.infer<typeof reviewLinkAnswerSchema>;

const tokenField = z
  .string({ error: "Ce lien d'avis est invalide ou a expiré." })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: "Ce lien d'avis est invalide ou a expiré." });

/** POST /review/link: who the link is for (to greet them), without using it. */
export const reviewLinkCheckSchema = z.strictObject({ token: tokenField });
export const reviewLinkInfoSchema = z.object({ firstname: z.string() });

/** POST /review: the review left through a link (moderated before it shows). */
export const customerReviewInputSchema = z.strictObject({ token: tokenField, rating: ratingField, text: textField });
export type CustomerReviewInput = z.infer<typeof customerReviewInputSchema>;

/** A radio group's value ("4", or nothing chosen) as the rating number (missing → « Choisissez une note… »). */
function radioRating(value: unknown): unknown {
  return value === "" || value === null || value === undefined ? undefined : Number(value);
}

/**
 * The form of the review page (the token is added by the page, not typed). Radio buttons give
 * strings: the chosen star is read as a number, none chosen as missing (« Choisissez une note… »).
 */
export const customerReviewFormSchema = customerReviewInputSchema.omit({ token: true }).extend({
  rating: z.preprocess(radioRating, ratingField),
});
export type CustomerReviewFormInput = z.input<typeof customerReviewFormSchema>;
export type CustomerReviewForm = z.output<typeof customerReviewFormSchema>;

/**
 * The admin's « Ajouter un avis » form (Contenus → Avis): the star from its radio group, the day of
 * the review from a date field, sent as noon UTC (the same day in Paris). POST /admin/review
 * re-checks the result with adminReviewInputSchema.
 */
export const adminReviewFormSchema = adminReviewInputSchema.extend({
  rating: z.preprocess(radioRating, ratingField),
  reviewedAt: z.iso.date({ error: "Indiquez la date de l'avis (AAAA-MM-JJ)." }).transform((day) => `${day}T12:00:00.000Z`),
});
export type AdminReviewFormInput = z.input<typeof adminReviewFormSchema>;
export type AdminReviewForm = z.output<typeof adminReviewFormSchema>;

export type ReviewLinkFormInput = z.input<typeof reviewLinkInputSchema>;
export type ReviewLinkForm = z.output<typeof reviewLinkInputSchema>;
