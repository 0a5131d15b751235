import "server-only";
import { pickupAllowedDays } from "@/lib/domain/shop/click-and-collect-slots";
import type { Database } from "@/lib/platform/db/types";
import type { AllowedDays } from "@/lib/schemas/appointments";
import type { PickupCalendar } from "./find-pickup-calendar";
import { loadPickupRules } from "./load-pickup-rules";

/** GET /calendar/{id}/date/allowed/{month}/{year} of a click-and-collect calendar: the Paris days with a pickup slot not yet full. */
export async function listPickupDays(
  db: Database,
  siteId: number,
  calendar: PickupCalendar,
  month: number,
  year: number,
  now: Date = new Date(),
): Promise<AllowedDays> {
  const rules = await loadPickupRules(db, siteId, calendar, now);
  return { month, year, days: pickupAllowedDays(year, month, rules) };
}
