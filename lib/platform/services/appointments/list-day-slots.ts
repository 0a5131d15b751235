import "server-only";
import { freeSlots, slotLabel } from "@/lib/domain/appointment-slots";
import type { Database } from "@/lib/platform/db/types";
import type { DaySlots } from "@/lib/schemas/appointments";
import { findCalendar, pickService } from "./find-calendar";
import { loadSlotRules } from "./load-slot-rules";

/** The free start times of a service on one Paris day. */
export async function listDaySlots(
  db: Database,
  siteId: number,
  query: { calendarId: number; day: string; serviceId: number },
  now: Date = new Date(),
): Promise<DaySlots> {
  const calendar = await findCalendar(db, siteId, query.calendarId);
  const service = pickService(calendar, query.serviceId);
  const rules = await loadSlotRules(db, siteId, calendar, now);
  const slots = freeSlots(query.day, service.durationMinutes, rules).map((slot) => ({
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: slotLabel(slot.start),
  }));
  return { day: query.day, serviceId: service.id, slots };
}
