import "server-only";
import { and, eq, gte } from "drizzle-orm";
import { weeklyOpeningRanges } from "@/lib/domain/appointment-slots";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { parisDay } from "@/lib/domain/paris-time";
import { clickAndCollectWeekly, pickupKey, type PickupRules } from "@/lib/domain/shop/click-and-collect-slots";
import { readShippingSettings } from "@/lib/domain/shop/shipping-settings";
import type { Database } from "@/lib/platform/db/types";
import { calendarClosures, pickupBookings } from "@/lib/platform/db/schema";
import { listSiteParameters } from "../list-site-parameters";
import type { PickupCalendar } from "./find-pickup-calendar";

/**
 * Everything the pickup slots need at `now`: the hours (CLICK_AND_COLLECT_HOURS over the opening
 * hours), the calendar's closed days, its notice and horizon, and the pickups booked from today on.
 * Run inside the booking transaction, after the calendar row is locked.
 */
export async function loadPickupRules(db: Database, siteId: number, calendar: PickupCalendar, now: Date): Promise<PickupRules> {
  // One after the other: inside the booking transaction they share one connection.
  const parameters = await listSiteParameters(db, siteId);
  const closures = await db
    .select({ day: calendarClosures.day })
    .from(calendarClosures)
    .where(and(eq(calendarClosures.siteId, siteId), eq(calendarClosures.calendarId, calendar.id)));
  const booked = await db
    .select({ day: pickupBookings.day, scheduleId: pickupBookings.scheduleId })
    .from(pickupBookings)
    .where(and(eq(pickupBookings.siteId, siteId), eq(pickupBookings.calendarId, calendar.id), gte(pickupBookings.day, parisDay(now))));
  const map = toParameterMap(parameters);
  const counts = new Map<string, number>();
  for (const row of booked) {
    const key = pickupKey(row.day, row.scheduleId);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    weekly: clickAndCollectWeekly(readShippingSettings(map).clickAndCollectHours, weeklyOpeningRanges(map)),
    stepMinutes: calendar.slotStepMinutes,
    capacity: calendar.slotCapacity,
    closedDays: new Set(closures.map((c) => c.day)),
    minNoticeHours: calendar.minNoticeHours,
    horizonDays: calendar.horizonDays,
    now,
    booked: counts,
  };
}
