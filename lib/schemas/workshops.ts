import { z } from "zod";
import { deadlineLabel, UNCONFIRMED_HOLD_MINUTES } from "@/lib/domain/booking-holds";
import { LIVE_STATUSES, seatCount } from "@/lib/domain/workshop-seats";
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
  /** A group larger than the seats left: « Il reste 2 places, pas assez pour 3 places : … ». */
  waitingTooMany: (left: number, seats: number) =>
    `Il reste ${seatCount(left)}, pas assez pour ${seatCount(seats)} : vous êtes inscrit sur la liste d'attente, nous vous écrirons si des places se libèrent pour votre groupe.`,
  /** Seats held for an address to confirm. */
  pending: (confirmBy: Date | string) =>
    `Vos places sont retenues jusqu'au ${deadlineLabel(confirmBy)} : confirmez votre inscription avec le lien envoyé à votre adresse e-mail. Sans confirmation, elles seront libérées.`,
  /** Added to the waiting-list message while the address is to confirm. */
  waitingToConfirm: (confirmBy: Date | string) =>
    `Confirmez votre demande avec le lien envoyé à votre adresse e-mail avant le ${deadlineLabel(confirmBy)}, sans quoi elle sera retirée de la liste.`,
  confirmLinkInvalid: "Ce lien n'est plus valide : la demande est introuvable, annulée, ou n'a pas été confirmée à temps.",
  confirmExpired: `Le délai de confirmation (${UNCONFIRMED_HOLD_MINUTES} minutes) est passé : la demande a été annulée. Vous pouvez vous inscrire à nouveau depuis la page de l'atelier.`,
  alreadyConfirmed: "Votre adresse e-mail est déjà confirmée pour cette inscription.",
  addressConfirmedWaiting: (position: number | null) =>
    `Votre adresse e-mail est confirmée : vous êtes sur la liste d'attente${position ? ` (position ${position})` : ""}, nous vous écrirons si des places se libèrent pour votre groupe.`,
  offerLinkInvalid: "Ce lien n'est plus valide : la place proposée est introuvable, ou a été annulée.",
  offerExpired: "Le délai pour accepter cette place est passé : elle a été proposée à la personne suivante de la liste d'attente.",
  noOffer: "Aucune place ne vous est proposée pour le moment : vous restez sur la liste d'attente.",
  alreadyAccepted: "Votre place est déjà confirmée.",
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

/**
 * Answer of POST /element/{route}/{id}/register, and of the confirm and accept links: CONFIRMED
 * (seats booked), PENDING (seats held until `confirmBy`, the address to confirm) or WAITING (on
 * the waiting list; its address to confirm too while `confirmBy` is set).
 */
export const workshopSignUpAnswerSchema = z.object({
  status: z.enum(["CONFIRMED", "PENDING", "WAITING"]),
  seats: z.number().int().min(1),
  /** 1 for the first in line; null unless WAITING. */
  waitingPosition: z.number().int().min(1).nullable(),
  /** Until when the address may be confirmed; null once it is (or when it was at once). */
  confirmBy: z.iso.datetime().nullable(),
  registration: workshopSeatsSchema,
});
export type WorkshopSignUpAnswer = z.infer<typeof workshopSignUpAnswerSchema>;

/** The secret of an e-mailed link (cancel, confirm, accept), sent in the body (never in a URL). */
export const registrationTokenSchema = z.object({
  token: z
    .string({ error: WORKSHOP_MESSAGES.linkInvalid })
    .trim()
    .min(1, { error: WORKSHOP_MESSAGES.linkInvalid })
    .max(200, { error: WORKSHOP_MESSAGES.linkInvalid }),
});

/** What the link pages show (POST /workshop/registration): confirm, accept, cancel. */
export const workshopRegistrationViewSchema = z.object({
  workshopTitle: z.string(),
  workshopPath: z.string(),
  startsAt: z.iso.datetime().nullable(),
  /** What the visitor typed: null while the address is not confirmed. */
  name: z.string().nullable(),
  seats: z.number().int().min(1),
  status: z.enum(LIVE_STATUSES),
  addressConfirmed: z.boolean(),
  confirmBy: z.iso.datetime().nullable(),
  /** OFFERED: until when the seats are held. */
  offerExpiresAt: z.iso.datetime().nullable(),
});
export type WorkshopRegistrationView = z.infer<typeof workshopRegistrationViewSchema>;

/** Answer of POST /workshop/registration/cancel: to how many people of the waiting list seats were offered. */
export const workshopCancelAnswerSchema = z.object({ offered: z.number().int().min(0) });
