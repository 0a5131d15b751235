import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { appointments } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { APPOINTMENT_MESSAGES, type Appointment } from "@/lib/schemas/appointments";
import { findManagedAppointment, toAppointmentAnswer } from "./find-managed-appointment";
import { sendCancellationMails } from "./send-appointment-mails";

export const APPOINTMENT_PAST = "Ce rendez-vous est passé : il ne peut plus être modifié.";

/**
 * Cancels a booking by its manage token (frees the slot); e-mails a CANCEL .ics, unless the booking
 * was still PENDING (nothing goes to an address nobody confirmed, nor to the business, which was
 * never told of it).
 */
export async function cancelAppointment(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()): Promise<Appointment> {
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await findManagedAppointment(t, site.id, token, true);
    if (current.status === "CANCELLED") throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.alreadyCancelled);
    if (current.startsAt <= now) throw new ApiError("CONFLICT", APPOINTMENT_PAST);
    const [updated] = await t
      .update(appointments)
      .set({ status: "CANCELLED", cancelledAt: now, sequence: sql`${appointments.sequence} + 1` })
      .where(eq(appointments.id, current.id))
      .returning();
    return { ...current, ...updated!, wasConfirmed: current.status === "CONFIRMED" };
  });
  const mail = { ...row, start: row.startsAt, end: row.endsAt };
  if (row.wasConfirmed) runInBackground("appointment-cancelled", () => sendCancellationMails(db, site, mail, origin));
  return toAppointmentAnswer(row);
}
