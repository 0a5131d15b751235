import { z } from "zod";
import { emailSchema, phoneSchema } from "./account";
import { workshopSeatsSchema } from "./workshop-seats";

export { workshopSeatsSchema, type WorkshopSeats } from "./workshop-seats";

/**
 * Workshop sign-ups (POST /element/{route}/{id}/register and the cancel link), shared by the API
 * and the sign-up form (react-hook-form + zodResolver): the visitor sees the API's own messages.
 */

export const WORKSHOP_MESSAGES = {
  nameRequired: "Indiquez votre nom.",
  nameTooLong: "Le nom est trop long (100 caractères au plus).",
  phoneRequired: "Indiquez un numéro de téléphone pour que nous puissions vous joindre.",
  seatsInvalid: "Indiquez un nombre de places entier.",
  seatsMin: "Réservez au moins une place.",
  seatsMax: (max: number) => `Vous pouvez réserver ${max} place${max > 1 ? "s" : ""} au plus par inscription.`,
  alreadyRegistered: "Vous êtes déjà inscrit à cet atelier avec cette adresse e-mail.",
  notOpen: "Les inscriptions en ligne ne sont pas ouvertes pour cet atelier : contactez-nous.",
  past: "Cet atelier a déjà eu lieu : les inscriptions sont closes.",
  notFound: "Atelier introuvable.",
  moreThanCapacity: (capacity: number) => `Cet atelier compte ${capacity} place${capacity > 1 ? "s" : ""} en tout.`,
  linkInvalid: "Ce lien d'annulation n'est plus valide : l'inscription est introuvable ou déjà annulée.",
  confirmed: "Votre inscription est confirmée : un e-mail de confirmation vous a été envoyé.",
  waiting: "L'atelier est complet : vous êtes inscrit sur la liste d'attente, nous vous écrirons si une place se libère.",
  cancelled: "Votre inscription est annulée.",
} as const;

/** Default maximum of seats in one sign-up (the « workshop-booking » component config may lower or raise it, 1–20). */
export const DEFAULT_MAX_SEATS_PER_SIGN_UP = 5;

/** The sign-up form; `maxSeats` comes from the site's « workshop-booking » component config. */
export function workshopSignUpSchema(maxSeats: number = DEFAULT_MAX_SEATS_PER_SIGN_UP) {
  return z.object({
    name: z
      .string({ error: WORKSHOP_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: WORKSHOP_MESSAGES.nameRequired })
      .max(100, { error: WORKSHOP_MESSAGES.nameTooLong }),
    email: emailSchema,
    phone: phoneSchema({ mobileOnly: false }).refine((value) => value !== null, { error: WORKSHOP_MESSAGES.phoneRequired }),
    seats: z
      .number({ error: WORKSHOP_MESSAGES.seatsInvalid })
      .int({ error: WORKSHOP_MESSAGES.seatsInvalid })
      .min(1, { error: WORKSHOP_MESSAGES.seatsMin })
      .max(maxSeats, { error: WORKSHOP_MESSAGES.seatsMax(maxSeats) }),
  });
}
export type WorkshopSignUpInput = z.input<ReturnType<typeof workshopSignUpSchema>>;
export type WorkshopSignUp = z.output<ReturnType<typeof workshopSignUpSchema>>;

/** Answer of POST /element/{route}/{id}/register. */
export const workshopSignUpAnswerSchema = z.object({
  status: z.enum(["CONFIRMED", "WAITING"]),
  seats: z.number().int().min(1),
  /** 1 for the first in line; null when confirmed. */
  waitingPosition: z.number().int().min(1).nullable(),
  registration: workshopSeatsSchema,
});
export type WorkshopSignUpAnswer = z.infer<typeof workshopSignUpAnswerSchema>;

/** The secret of a cancel link, sent in the body (never in a URL). */
export const registrationTokenSchema = z.object({
  token: z
    .string({ error: WORKSHOP_MESSAGES.linkInvalid })
    .trim()
    .min(1, { error: WORKSHOP_MESSAGES.linkInvalid })
    .max(200, { error: WORKSHOP_MESSAGES.linkInvalid }),
});

/** What the cancel page shows (POST /workshop/registration). */
export const workshopRegistrationViewSchema = z.object({
  workshopTitle: z.string(),
  workshopPath: z.string(),
  startsAt: z.iso.datetime().nullable(),
  name: z.string(),
  seats: z.number().int().min(1),
  status: z.enum(["CONFIRMED", "WAITING"]),
});
export type WorkshopRegistrationView = z.infer<typeof workshopRegistrationViewSchema>;

/** Answer of POST /workshop/registration/cancel: how many people left the waiting list. */
export const workshopCancelAnswerSchema = z.object({ promoted: z.number().int().min(0) });
