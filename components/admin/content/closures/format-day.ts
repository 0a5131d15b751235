import { lazyValue } from "@/lib/domain/lazy-value";

// The day is a calendar date (no time): formatted at noon UTC, in UTC, it never shifts.
const LONG_DAY = lazyValue(() => new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }));

/** "2026-12-25" → « vendredi 25 décembre 2026 ». */
export function formatLongDay(day: string): string {
  return LONG_DAY().format(new Date(`${day}T12:00:00Z`));
}
