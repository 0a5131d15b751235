import { z } from "zod";

/** The seats of a workshop, added to its element answer (`registration`, null when sign-up is not online). */
export const workshopSeatsSchema = z.object({
  capacity: z.number().int().min(0),
  taken: z.number().int().min(0),
  left: z.number().int().min(0),
  /** Sign-ups (not seats) on the waiting list. */
  waiting: z.number().int().min(0),
  /** False once the workshop has started. */
  isOpen: z.boolean(),
});
export type WorkshopSeats = z.infer<typeof workshopSeatsSchema>;
