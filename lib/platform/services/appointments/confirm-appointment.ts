import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { appointments } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { APPOINTMENT_MESSAGES, type Appointment } from "@/lib/schemas/appointments";
import { findManagedAppointment, toAppointmentAnswer } from "./find-managed-appointment";
import { releaseLapsedHolds } from "./release-unconfirmed-appointment";
import { sendBookingMails } from "./send-appointment-mails";

/**
 * PUT /appointment/manage/confirm: the button of the « Confirmez votre rendez-vous » e-mail's page.
 * A PENDING booking still in its time becomes CONFIRMED in one conditional UPDATE (the hold's job,
 * racing with it, finds it CONFIRMED; or it finds the booking released); then the usual e-mails
 * leave — the confirmation with the .ics and this same manage link to the visitor, « Nouveau
 * rendez-vous » to the business. 409 once the time has run out (the slot was freed), for a booking
 * cancelled or confirmed already.
 */
export async function confirmAppointment(db: Database, site: SiteRow, token: string, origin: string, now: Date = new Date()): Promise<Appointment> {
  const current = await findManagedAppointment(db, site.id, token);
  const [updated] = await db
    .update(appointments)
    .set({ status: "CONFIRMED", confirmBy: null })
    .where(and(eq(appointments.id, current.id), eq(appointments.status, "PENDING"), gt(appointments.confirmBy, now)))
    .returning();
  if (!updated) {
    const seen = await findManagedAppointment(db, site.id, token);
    if (seen.status === "CONFIRMED") throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.alreadyConfirmed);
    // Still PENDING here means its time is over: released now rather than when its job runs.
    if (seen.status === "PENDING") await releaseLapsedHolds(db, site.id, now, { appointmentId: seen.id });
    const lapsed = seen.status === "PENDING" || (seen.confirmBy !== null && seen.cancelledAt !== null && seen.confirmBy <= seen.cancelledAt);
    throw new ApiError("CONFLICT", lapsed ? APPOINTMENT_MESSAGES.confirmExpired : APPOINTMENT_MESSAGES.alreadyCancelled);
  }
  const row = { ...current, ...updated };
  const mail = { ...row, start: row.startsAt, end: row.endsAt };
  runInBackground("appointment-confirmed", () => sendBookingMails(db, site, mail, token, origin));
  return toAppointmentAnswer(row);
}
