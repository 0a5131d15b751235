import "server-only";
import { pickupSlotLabel, pickupSlotsOffered } from "@/lib/domain/shop/click-and-collect-slots";
import type { Database } from "@/lib/platform/db/types";
import type { PickupDay } from "@/lib/schemas/shop/shipping";
import type { PickupCalendar } from "./find-pickup-calendar";
import { loadPickupRules } from "./load-pickup-rules";

/** GET /calendar/{id}/date/{day}/schedules: the pickup slots of a Paris day with their places left (full ones included, remaining 0). */
export async function listPickupSchedules(db: Database, siteId: number, calendar: PickupCalendar, day: string, now: Date = new Date()): Promise<PickupDay> {
  const rules = await loadPickupRules(db, siteId, calendar, now);
  return {
    day,
    schedules: pickupSlotsOffered(day, rules).map((slot) => ({
      idSchedule: slot.id,
      start: slot.startsAt.toISOString(),
      end: slot.endsAt.toISOString(),
      label: pickupSlotLabel(slot),
      capacity: rules.capacity,
      remaining: slot.remaining,
    })),
  };
}
