import { z } from "zod";
import { DEFAULT_MAX_SEATS_PER_SIGN_UP } from "./workshops";

/**
 * Per-site settings of named public components (GET /component/conf/{slug}). Each slug has one zod
 * schema whose every key has a default: a site stores only what it changes, the answer is always
 * complete. Add a component here (and in docs/api.md) to make it configurable.
 */

const label = (fallback: string, max = 80) => z.string().trim().min(1).max(max).default(fallback);

/** « Réserver ma place » on a workshop page: the button, the dialog's texts and the seats per sign-up. */
export const workshopBookingConfigSchema = z.object({
  buttonLabel: label("Réserver ma place", 40),
  waitingListButtonLabel: label("M'inscrire sur la liste d'attente", 60),
  dialogTitle: label("Réserver"),
  intro: label("Remplissez ce formulaire : vous recevrez aussitôt une confirmation par e-mail avec l'invitation pour votre agenda.", 400),
  submitLabel: label("Valider mon inscription", 40),
  confirmedTitle: label("Inscription confirmée"),
  waitingTitle: label("Vous êtes sur la liste d'attente"),
  maxSeatsPerSignUp: z.number().int().min(1).max(20).default(DEFAULT_MAX_SEATS_PER_SIGN_UP),
});
export type WorkshopBookingConfig = z.infer<typeof workshopBookingConfigSchema>;

export const COMPONENT_CONFIG_SCHEMAS = {
  "workshop-booking": workshopBookingConfigSchema,
} as const;

export type ComponentSlug = keyof typeof COMPONENT_CONFIG_SCHEMAS;

export function isComponentSlug(slug: string): slug is ComponentSlug {
  return Object.hasOwn(COMPONENT_CONFIG_SCHEMAS, slug);
}

/** Answer of GET /component/conf/{slug}: the slug and its complete config. */
export const componentConfigAnswerSchema = z.object({
  slug: z.string(),
  config: z.record(z.string(), z.unknown()),
});
export type ComponentConfigAnswer = z.infer<typeof componentConfigAnswerSchema>;
