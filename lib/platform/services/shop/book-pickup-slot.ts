import "server-only";
import { pickupSlotsOffered } from "@/lib/domain/shop/click-and-collect-slots";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pickupBookings } from "@/lib/platform/db/schema";
import { lockCalendar } from "@/lib/platform/services/appointments/book-appointment";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import { SHIPPING_MESSAGES, type PickupBooking } from "@/lib/schemas/shop/shipping";
import { findPickupCalendar } from "./find-pickup-calendar";
import { loadPickupRules } from "./load-pickup-rules";

export interface PickupRequest {
  calendarId: number;
  /** Paris day « 2026-12-03 ». */
  day: string;
  idSchedule: number;
  /** What the pickup is for (the order's reference); one pickup per reference. */
  reference: string;
}

/**
 * Books a place on a pickup slot, atomically: the calendar's row is locked (SELECT … FOR UPDATE),
 * the slot is checked against the hours, closures, notice and horizon (422 when not offered) and
 * its booked count against the capacity (409 when full), then the row is inserted, all in one
 * transaction; concurrent bookings of one calendar run one after the other, so a slot never takes
 * more than its capacity. Pass the order's transaction as `db` to book with the order (issue 12
 * orders); a transaction is opened otherwise.
 */
export async function bookPickupSlot(db: Database, siteId: number, request: PickupRequest, now: Date = new Date()): Promise<PickupBooking> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await lockCalendar(t, siteId, request.calendarId);
      const calendar = await findPickupCalendar(t, siteId, request.calendarId);
      if (!calendar) throw new ApiError("NOT_FOUND", SHIPPING_MESSAGES.clickAndCollectUnavailable);
      const rules = await loadPickupRules(t, siteId, calendar, now);
      const slot = pickupSlotsOffered(request.day, rules).find((s) => s.id === request.idSchedule);
      if (!slot) throw ApiError.validation({ idSchedule: [SHIPPING_MESSAGES.scheduleUnknown] }, SHIPPING_MESSAGES.scheduleUnknown);
      if (slot.remaining <= 0) throw new ApiError("CONFLICT", SHIPPING_MESSAGES.scheduleFull);
      const [row] = await t
        .insert(pickupBookings)
        .values({ siteId, calendarId: calendar.id, day: request.day, scheduleId: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, reference: request.reference })
        .returning();
      return {
        id: row!.id,
        calendarId: row!.calendarId,
        day: row!.day,
        idSchedule: row!.scheduleId,
        start: row!.startsAt.toISOString(),
        end: row!.endsAt.toISOString(),
        reference: row!.reference,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", SHIPPING_MESSAGES.referenceTaken);
    throw error;
  }
}
