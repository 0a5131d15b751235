import "server-only";
import { allowedDays } from "@/lib/domain/appointment-slots";
import type { Database } from "@/lib/platform/db/types";
import type { AllowedDays } from "@/lib/schemas/appointments";
import { findCalendar, pickService } from "./find-calendar";
import { loadSlotRules } from "./load-slot-rules";

/**
 * The Paris days of a month with at least one free slot for the service (or, without one, for
 * the calendar's shortest service).
 */
export async function listAllowedDays(
  db: Database,
  siteId: number,
  query: { calendarId: number; month: number; year: number; serviceId?: number },
  now: Date = new Date(),
): Promise<AllowedDays> {
  const calendar = await findCalendar(db, siteId, query.calendarId);
  const duration =
    query.serviceId !== undefined
      ? pickService(calendar, query.serviceId).durationMinutes
      : Math.min(...calendar.services.map((s) => s.durationMinutes));
  if (!Number.isFinite(duration)) return { month: query.month, year: query.year, days: [] };
  const rules = await loadSlotRules(db, siteId, calendar, now);
  return { month: query.month, year: query.year, days: allowedDays(query.year, query.month, duration, rules) };
}
