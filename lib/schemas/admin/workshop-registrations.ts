import { z } from "zod";
import { workshopSeatsSchema } from "../workshop-seats";

/**
 * « Contenus → Inscriptions »: who signed up for the site's workshops (POST
 * /element/ateliers/{id}/register), seats and waiting list (docs/api.md « Admin — what visitors send »).
 */

/** GET /admin/workshops: one workshop (element of route « ateliers »), published or not. */
export const adminWorkshopSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  isPublished: z.boolean(),
  startsAt: z.iso.datetime().nullable(),
  /** Capacity, seats taken and left, sign-ups waiting; null without online sign-up (no capacity). */
  seats: workshopSeatsSchema.nullable(),
});
export type AdminWorkshop = z.infer<typeof adminWorkshopSchema>;
export const adminWorkshopListSchema = z.array(adminWorkshopSchema);

export const REGISTRATION_STATUSES = ["CONFIRMED", "WAITING", "CANCELLED"] as const;

/** One sign-up, as lined up by lib/domain/workshop-seats.ts (lineUpRegistrations). */
export const adminRegistrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  seats: z.number().int().min(1),
  status: z.enum(REGISTRATION_STATUSES),
  /** 1 for the first in line; null unless WAITING. */
  waitingPosition: z.number().int().min(1).nullable(),
  createdAt: z.iso.datetime(),
  /** When the waiting list gave them a seat. */
  promotedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** GET /admin/workshop/{id}/registrations: the workshop and every sign-up, confirmed, waiting, cancelled. */
export const adminWorkshopRegistrationsSchema = z.object({
  workshop: adminWorkshopSchema,
  registrations: z.array(adminRegistrationSchema),
});
export type AdminWorkshopRegistrations = z.infer<typeof adminWorkshopRegistrationsSchema>;

/** POST …/registration/{registrationId}/cancel: the list after the cancellation, and who left the waiting list. */
export const adminRegistrationCancelSchema = adminWorkshopRegistrationsSchema.extend({
  promoted: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminRegistrationCancel = z.infer<typeof adminRegistrationCancelSchema>;

export const ADMIN_WORKSHOP_MESSAGES = {
  workshopNotFound: "Atelier introuvable.",
  registrationNotFound: "Inscription introuvable.",
  alreadyCancelled: "Cette inscription est déjà annulée.",
  /** « L'inscription de Camille Durand est annulée. Léa Petit obtient une place. » */
  cancelled: (name: string, promoted: readonly string[]) =>
    `L'inscription de ${name} est annulée.${promoted.length === 0 ? "" : promoted.length === 1 ? ` ${promoted[0]} obtient une place (liste d'attente).` : ` ${promoted.join(", ")} obtiennent une place (liste d'attente).`}`,
} as const;
