import "server-only";
import { and, eq, gt, ne, or } from "drizzle-orm";
import { weeklyOpeningRanges, type SlotRules } from "@/lib/domain/appointment-slots";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { queryAll } from "@/lib/platform/db/query-all";
import type { Database } from "@/lib/platform/db/types";
import { appointments, calendarClosures } from "@/lib/platform/db/schema";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { OPENING_DAYS } from "@/lib/domain/opening-hours";

interface RulesCalendar {
  id: number;
  minNoticeHours: number;
  horizonDays: number;
  slotStepMinutes: number;
}

/**
 * Everything the slot computation needs for one calendar at `now`: the site's opening hours
 * (MONDAY_HOURS…), the closures, the bookings still to come that hold their slot — confirmed, or
 * PENDING and still in their time to be confirmed — (but `exceptId`, the booking being moved).
 * Run inside the booking transaction, after the calendar row is locked.
 */
export async function loadSlotRules(db: Database, siteId: number, calendar: RulesCalendar, now: Date, exceptId?: number): Promise<SlotRules> {
  const [parameters, closures, busy] = await queryAll(db, [
    () => listSiteParameters(db, siteId, OPENING_DAYS.map((d) => d.key)),
    () =>
      db
        .select({ day: calendarClosures.day })
        .from(calendarClosures)
        .where(and(eq(calendarClosures.calendarId, calendar.id), eq(calendarClosures.siteId, siteId))),
    () =>
      db
        .select({ start: appointments.startsAt, end: appointments.endsAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.calendarId, calendar.id),
            eq(appointments.siteId, siteId),
            or(eq(appointments.status, "CONFIRMED"), and(eq(appointments.status, "PENDING"), gt(appointments.confirmBy, now))),
            gt(appointments.endsAt, now),
            exceptId === undefined ? undefined : ne(appointments.id, exceptId),
          ),
        ),
  ]);
  return {
    weekly: weeklyOpeningRanges(toParameterMap(parameters)),
    closedDays: new Set(closures.map((c) => c.day)),
    stepMinutes: calendar.slotStepMinutes,
    minNoticeHours: calendar.minNoticeHours,
    horizonDays: calendar.horizonDays,
    busy,
    now,
  };
}
