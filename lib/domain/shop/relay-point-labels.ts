import { lazyValue } from "@/lib/domain/lazy-value";
import type { OpeningHoursDay } from "@/lib/schemas/shop/shipping";

/** How a relay point reads in French: its distance and opening hours. */

const DECIMAL = lazyValue(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }));

/** « à 850 m », « à 1,2 km », « à 12 km » (straight line from the postal code). */
export function distanceLabel(metres: number): string {
  if (metres < 1000) return `à ${Math.max(10, Math.round(metres / 10) * 10)} m`;
  const km = metres / 1000;
  return `à ${km < 10 ? DECIMAL().format(Math.round(km * 10) / 10) : Math.round(km)} km`;
}

/** « 08:30 » → « 8h30 », « 14:00 » → « 14h00 ». */
function hourLabel(time: string): string {
  const [hours, minutes] = time.split(":");
  return `${Number(hours)}h${minutes}`;
}

/** « 8h30 – 12h30, 14h00 – 19h00 », or « Fermé ». */
export function openingRangesLabel(day: Pick<OpeningHoursDay, "ranges">): string {
  if (day.ranges.length === 0) return "Fermé";
  return day.ranges.map((range) => `${hourLabel(range.open)} – ${hourLabel(range.close)}`).join(", ");
}
