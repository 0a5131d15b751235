import { z } from "zod";
import { deadlineLabel } from "@/lib/domain/booking-holds";
import { emailSchema, phoneDigits } from "./account";

/** Inputs and answers of the appointment routes (docs/api.md « Appointments »). */

export const APPOINTMENT_MESSAGES = {
  nameRequired: "Indiquez votre nom.",
  nameTooLong: "Le nom est trop long (120 caractères au plus).",
  phoneRequired: "Indiquez un numéro de téléphone.",
  phoneInvalid: "Le numéro de téléphone n'est pas valide.",
  messageTooLong: "Le message est trop long (2 000 caractères au plus).",
  serviceRequired: "Choisissez une prestation.",
  startRequired: "Choisissez un créneau.",
  slotTaken: "Ce créneau n'est plus disponible : choisissez-en un autre.",
  tokenInvalid: "Ce lien de gestion du rendez-vous n'est plus valide.",
  alreadyCancelled: "Ce rendez-vous est déjà annulé.",
  calendarUnknown: "Agenda introuvable.",
  booked: "Votre rendez-vous est confirmé : un e-mail de confirmation vient de vous être envoyé.",
  /** Booked from an address to confirm. */
  pending: (confirmBy: Date | string) =>
    `Presque terminé : le créneau est retenu jusqu'au ${deadlineLabel(confirmBy)}. Confirmez votre rendez-vous avec le lien envoyé à votre adresse e-mail, sans quoi le créneau sera libéré.`,
  confirmed: "Votre rendez-vous est confirmé : un e-mail de confirmation vous a été envoyé.",
  alreadyConfirmed: "Ce rendez-vous est déjà confirmé.",
  confirmExpired: "Le délai de confirmation est passé : le créneau a été libéré. Vous pouvez reprendre rendez-vous.",
  confirmFirst: "Confirmez d'abord votre rendez-vous avec le bouton « Confirmer mon rendez-vous ».",
} as const;

const ANY_PHONE = /^(?:0\d{9}|\+\d{8,15}|00\d{8,15})$/;
const isoDateTime = z.iso.datetime({ offset: true });
/** A chosen slot's start: required, an ISO instant. */
const startSchema = z
  .string({ error: APPOINTMENT_MESSAGES.startRequired })
  .min(1, { error: APPOINTMENT_MESSAGES.startRequired })
  .pipe(z.iso.datetime({ offset: true, error: "Ce créneau n'est pas valide : choisissez un créneau dans la liste." }));

// ---------- inputs ----------

/** The booking form (react-hook-form in the block, parseJsonBody on the server). */
export const bookingInputSchema = z.object({
  name: z.string({ error: APPOINTMENT_MESSAGES.nameRequired }).trim().min(2, { error: APPOINTMENT_MESSAGES.nameRequired }).max(120, { error: APPOINTMENT_MESSAGES.nameTooLong }),
  email: emailSchema,
  phone: z
    .string({ error: APPOINTMENT_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: APPOINTMENT_MESSAGES.phoneRequired })
    .max(30, { error: APPOINTMENT_MESSAGES.phoneInvalid })
    .refine((value) => ANY_PHONE.test(phoneDigits(value)), { error: APPOINTMENT_MESSAGES.phoneInvalid }),
  message: z.string({ error: APPOINTMENT_MESSAGES.messageTooLong }).trim().max(2000, { error: APPOINTMENT_MESSAGES.messageTooLong }).default(""),
  serviceId: z.number({ error: APPOINTMENT_MESSAGES.serviceRequired }).int({ error: APPOINTMENT_MESSAGES.serviceRequired }).positive({ error: APPOINTMENT_MESSAGES.serviceRequired }),
  start: startSchema,
});
export type BookingInput = z.input<typeof bookingInputSchema>;
export type BookingFields = z.output<typeof bookingInputSchema>;

/** The manage token of the e-mailed link (sent in the body, never in a URL). */
const tokenSchema = z.string({ error: APPOINTMENT_MESSAGES.tokenInvalid }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: APPOINTMENT_MESSAGES.tokenInvalid });
export const manageInputSchema = z.object({ token: tokenSchema });
export const moveInputSchema = z.object({
  token: tokenSchema,
  start: startSchema,
});

/** Path and query parameters. */
export const calendarParamsSchema = z.object({ id: z.coerce.number({ error: APPOINTMENT_MESSAGES.calendarUnknown }).int().positive().max(2_147_483_647) });
export const monthParamsSchema = calendarParamsSchema.extend({
  month: z.coerce.number({ error: "Le mois doit être compris entre 1 et 12." }).int().min(1, { error: "Le mois doit être compris entre 1 et 12." }).max(12, { error: "Le mois doit être compris entre 1 et 12." }),
  year: z.coerce.number({ error: "L'année n'est pas valide." }).int().min(2000, { error: "L'année n'est pas valide." }).max(2100, { error: "L'année n'est pas valide." }),
});
export const dayParamsSchema = calendarParamsSchema.extend({
  day: z.iso.date({ error: "La date doit être au format AAAA-MM-JJ." }),
});
export const serviceQuerySchema = z.object({
  service: z.coerce.number({ error: APPOINTMENT_MESSAGES.serviceRequired }).int().positive({ error: APPOINTMENT_MESSAGES.serviceRequired }).max(2_147_483_647),
});
export const optionalServiceQuerySchema = z.object({ service: serviceQuerySchema.shape.service.optional() });

// ---------- answers ----------

export const calendarServiceSchema = z.object({ id: z.number().int(), name: z.string(), durationMinutes: z.number().int() });
export type CalendarService = z.infer<typeof calendarServiceSchema>;

/** GET /calendar/{id}. */
export const calendarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minNoticeHours: z.number().int(),
  horizonDays: z.number().int(),
  services: z.array(calendarServiceSchema),
});
export type CalendarInfo = z.infer<typeof calendarSchema>;
export const calendarListSchema = z.array(calendarSchema);

/** GET /calendar/{id}/date/allowed/{month}/{year}: the bookable Paris days ("2026-12-03"). */
export const allowedDaysSchema = z.object({ month: z.number().int(), year: z.number().int(), days: z.array(z.iso.date()) });
export type AllowedDays = z.infer<typeof allowedDaysSchema>;

/** GET /calendar/{id}/date/{day}/slots. */
export const daySlotsSchema = z.object({
  day: z.iso.date(),
  serviceId: z.number().int(),
  slots: z.array(z.object({ start: isoDateTime, end: isoDateTime, label: z.string() })),
});
export type DaySlots = z.infer<typeof daySlotsSchema>;

/** A booking as its visitor sees it (POST answer, manage link). */
export const appointmentSchema = z.object({
  id: z.number().int(),
  calendarId: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  start: isoDateTime,
  end: isoDateTime,
  /** PENDING: booked from an address to confirm, the slot held until `confirmBy`. */
  status: z.enum(["PENDING", "CONFIRMED", "CANCELLED"]),
  name: z.string(),
  confirmBy: isoDateTime.nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

// ---------- admin: closed days ----------

/** A day without bookings of a calendar (public holiday, closure). */
export const calendarClosureSchema = z.object({ id: z.number().int(), day: z.iso.date(), label: z.string() });
export type CalendarClosure = z.infer<typeof calendarClosureSchema>;
export const calendarClosureListSchema = z.array(calendarClosureSchema);

export const closureInputSchema = z.object({
  day: z.iso.date({ error: "La date doit être au format AAAA-MM-JJ." }),
  label: z.string({ error: "Indiquez un libellé (ex. « Congés d'été »)." }).trim().min(1, { error: "Indiquez un libellé (ex. « Congés d'été »)." }).max(120, { error: "Le libellé est trop long (120 caractères au plus)." }),
});
export const closureParamsSchema = calendarParamsSchema.extend({ closureId: z.coerce.number().int().positive().max(2_147_483_647) });
