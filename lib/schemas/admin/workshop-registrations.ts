import { z } from "zod";
import { CANCEL_REASONS, REGISTRATION_STATUSES } from "@/lib/domain/workshop-seats";
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
  /** When the waiting list gave them seats (an offer accepted, or seats free when they confirmed). */
  promotedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  /** Live and the address not confirmed yet: the sign-up ends at this instant. */
  confirmBy: z.iso.datetime().nullable(),
  /** OFFERED: the seats pass to the next in line at this instant. */
  offerExpiresAt: z.iso.datetime().nullable(),
  /** CANCELLED by a deadline (address not confirmed, offer not accepted); null otherwise. */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** GET /admin/workshop/{id}/registrations: the workshop and every sign-up, confirmed, waiting, cancelled. */
export const adminWorkshopRegistrationsSchema = z.object({
  workshop: adminWorkshopSchema,
  registrations: z.array(adminRegistrationSchema),
});
export type AdminWorkshopRegistrations = z.infer<typeof adminWorkshopRegistrationsSchema>;

/** POST …/registration/{registrationId}/cancel: the list after the cancellation, and to whom of the waiting list seats were offered. */
export const adminRegistrationCancelSchema = adminWorkshopRegistrationsSchema.extend({
  offered: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminRegistrationCancel = z.infer<typeof adminRegistrationCancelSchema>;

export const ADMIN_WORKSHOP_MESSAGES = {
  workshopNotFound: "Atelier introuvable.",
  registrationNotFound: "Inscription introuvable.",
  alreadyCancelled: "Cette inscription est déjà annulée.",
  /** « L'inscription de Camille Durand est annulée. La place est proposée à Léa Petit (liste d'attente). » */
  cancelled: (name: string, offered: readonly string[]) => {
    if (offered.length === 0) return `L'inscription de ${name} est annulée.`;
    const to = offered.length === 1 ? `La place est proposée à ${offered[0]}` : `Les places sont proposées à ${offered.join(", ")}`;
    return `L'inscription de ${name} est annulée. ${to} (liste d'attente), par e-mail.`;
  },
} as const;
