import { z } from "zod";
import { entityId, optionalText, type ParsedBlock } from "../shared-schemas";

/** Online booking on a calendar of the site (the first one when none is chosen). */
export const appointmentBookingBlockSchema = z.object({
  type: z.literal("appointmentBooking"),
  props: z.object({
    title: optionalText(160),
    intro: optionalText(600),
    calendarId: entityId("calendar", "Choisissez un agenda.").optional(),
  }),
});

export type AppointmentBookingBlockData = ParsedBlock<typeof appointmentBookingBlockSchema>;
