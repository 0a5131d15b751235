import { lazyValue } from "./lazy-value";

/** Calendar days and wall-clock times in Europe/Paris (bookings are taken in the business's time). */
const PARTS = lazyValue(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

function parisParts(instant: Date) {
  const parts: Record<string, number> = {};
  for (const part of PARTS().formatToParts(instant)) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number };
}

/** "2026-12-03": the Paris calendar day of an instant. */
export function parisDay(instant: Date): string {
  const p = parisParts(instant);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** "09:30": the Paris wall-clock time of an instant. */
export function parisTime(instant: Date): string {
  const p = parisParts(instant);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const p = parisParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant of `minutes` after midnight on Paris day `day` ("2026-12-03"). */
export function parisInstant(day: string, minutes: number): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset across a daylight-saving change.
  let instant = naive - parisOffsetMinutes(new Date(naive)) * 60_000;
  instant = naive - parisOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

/** 0 = Monday … 6 = Sunday, for a calendar day "YYYY-MM-DD" (the weekday does not depend on the zone). */
export function weekdayIndex(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** Every calendar day of a month ("2026-12-01" … "2026-12-31"). */
export function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${year}-${String(month).padStart(2, "0")}-${String(i + 1).padStart(2, "0")}`);
}

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
