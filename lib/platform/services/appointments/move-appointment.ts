import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { appointments } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import { APPOINTMENT_MESSAGES, type Appointment } from "@/lib/schemas/appointments";
import { assertSlotFree, lockCalendar } from "./book-appointment";
import { APPOINTMENT_PAST } from "./cancel-appointment";
import { findCalendar } from "./find-calendar";
import { findManagedAppointment, toAppointmentAnswer } from "./find-managed-appointment";
import { releaseLapsedHolds } from "./release-unconfirmed-appointment";
import { scheduleReminder } from "./schedule-reminder";
import { sendBookingMails } from "./send-appointment-mails";

/**
 * Moves a booking to another start, re-checked under the calendar lock like a new booking (its
 * own current slot does not count as taken). A new reminder is queued; the old one sees the
 * start changed and sends nothing. The visitor gets a new .ics (same uid, next sequence).
 */
export async function moveAppointment(db: Database, site: SiteRow, token: string, startIso: string, origin: string, now: Date = new Date()): Promise<Appointment> {
  const start = new Date(startIso);
  let row;
  try {
    row = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const current = await findManagedAppointment(t, site.id, token);
      await lockCalendar(t, site.id, current.calendarId);
      await releaseLapsedHolds(t, site.id, now, { calendarId: current.calendarId });
      const locked = await findManagedAppointment(t, site.id, token, true);
      if (locked.status === "CANCELLED") throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.alreadyCancelled);
      // Its e-mails carry the name: not before the address is confirmed.
      if (locked.status === "PENDING") throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.confirmFirst);
      if (locked.startsAt <= now) throw new ApiError("CONFLICT", APPOINTMENT_PAST);
      const calendar = await findCalendar(t, site.id, locked.calendarId);
      await assertSlotFree(t, site.id, calendar, start, locked.durationMinutes, now, locked.id);
      const end = new Date(start.getTime() + locked.durationMinutes * 60_000);
      const [updated] = await t
        .update(appointments)
        .set({ startsAt: start, endsAt: end, sequence: sql`${appointments.sequence} + 1` })
        .where(eq(appointments.id, locked.id))
        .returning();
      await scheduleReminder(t, site.id, { id: locked.id, start }, origin, now);
      return { ...locked, ...updated! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.slotTaken);
    throw error;
  }
  const mail = { ...row, start: row.startsAt, end: row.endsAt };
  runInBackground("appointment-moved", () => sendBookingMails(db, site, mail, token, origin, true));
  return toAppointmentAnswer(row);
}
