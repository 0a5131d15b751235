import "server-only";
import { and, eq } from "drizzle-orm";
import { freeSlots, isFreeSlot } from "@/lib/domain/appointment-slots";
import { confirmationDeadline } from "@/lib/domain/booking-holds";
import { parisDay } from "@/lib/domain/paris-time";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { appointments, calendars } from "@/lib/platform/db/schema";
import { runInBackground } from "@/lib/platform/mail/background";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { hashSessionToken, newSessionToken } from "@/lib/platform/services/session-token";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import { APPOINTMENT_MESSAGES, type Appointment, type BookingFields } from "@/lib/schemas/appointments";
import { scheduleAppointmentHold } from "./appointment-hold-job";
import { findCalendar, pickService } from "./find-calendar";
import { toAppointmentAnswer } from "./find-managed-appointment";
import { loadSlotRules } from "./load-slot-rules";
import { releaseLapsedHolds } from "./release-unconfirmed-appointment";
import { scheduleReminder } from "./schedule-reminder";
import { sendAddressCheckMail, sendBookingMails } from "./send-appointment-mails";

export const SLOT_NOT_OFFERED = "Ce créneau n'est pas proposé : choisissez un créneau dans la liste.";

/** Locks the calendar row: bookings and moves of one calendar run one at a time. */
export async function lockCalendar(tx: Database, siteId: number, calendarId: number): Promise<void> {
  await tx
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.id, calendarId), eq(calendars.siteId, siteId)))
    .for("update");
}

/**
 * Re-checks a start under the calendar lock: 422 when it is not a slot the calendar offers
 * (hours, closures, notice, horizon), 409 when another booking took it.
 */
export async function assertSlotFree(tx: Database, siteId: number, calendar: Parameters<typeof loadSlotRules>[2], start: Date, duration: number, now: Date, exceptId?: number) {
  const rules = await loadSlotRules(tx, siteId, calendar, now, exceptId);
  if (!freeSlots(parisDay(start), duration, { ...rules, busy: [] }).some((s) => s.start.getTime() === start.getTime())) {
    throw ApiError.validation({ start: [SLOT_NOT_OFFERED] });
  }
  if (!isFreeSlot(start, duration, rules)) throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.slotTaken);
}

/**
 * Books a slot. The check and the insert run in one transaction holding the calendar's row lock,
 * so two visitors can never get overlapping bookings (the partial unique index on the start is a
 * second guard); the holds that lapsed are released first. From an address nobody confirmed
 * (`addressConfirmed` false: not the verified address of the logged-in visitor) the booking is
 * PENDING: it holds the slot until confirmationDeadline (a job releases it then) and only the
 * neutral « Confirmez votre rendez-vous » e-mail leaves; the usual e-mails (to the visitor and the
 * business) wait for the confirmation. The reminder job is queued in the same transaction (it
 * sends nothing for a booking not CONFIRMED by then). The manage token is returned to no one but
 * the e-mail (only its hash is stored).
 */
export async function bookAppointment(
  db: Database,
  site: SiteRow,
  calendarId: number,
  input: BookingFields,
  origin: string,
  addressConfirmed: boolean,
  now: Date = new Date(),
): Promise<Appointment> {
  const calendar = await findCalendar(db, site.id, calendarId);
  const service = pickService(calendar, input.serviceId);
  const start = new Date(input.start);
  const end = new Date(start.getTime() + service.durationMinutes * 60_000);
  const token = newSessionToken();
  const confirmBy = addressConfirmed ? null : confirmationDeadline(now);
  let row: typeof appointments.$inferSelect;
  try {
    row = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await lockCalendar(t, site.id, calendar.id);
      await releaseLapsedHolds(t, site.id, now, { calendarId: calendar.id });
      await assertSlotFree(t, site.id, calendar, start, service.durationMinutes, now);
      const [inserted] = await t
        .insert(appointments)
        .values({
          siteId: site.id,
          calendarId: calendar.id,
          serviceId: service.id,
          startsAt: start,
          endsAt: end,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          status: confirmBy ? "PENDING" : "CONFIRMED",
          confirmBy,
          tokenHash: hashSessionToken(token),
        })
        .returning();
      if (confirmBy) await scheduleAppointmentHold(t, site.id, inserted!.id, confirmBy);
      await scheduleReminder(t, site.id, { id: inserted!.id, start }, origin, now);
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", APPOINTMENT_MESSAGES.slotTaken);
    throw error;
  }
  if (confirmBy) {
    const check = { email: input.email, serviceName: service.name, start, end, confirmBy };
    runInBackground("appointment-address-check", () => sendAddressCheckMail(db, site, check, token, origin));
  } else {
    const mail = { ...input, id: row.id, sequence: row.sequence, serviceName: service.name, start, end };
    runInBackground("appointment-booked", () => sendBookingMails(db, site, mail, token, origin));
  }
  return toAppointmentAnswer({ ...row, serviceName: service.name, durationMinutes: service.durationMinutes });
}
