import { addDays, parisDay } from "@/lib/domain/paris-time";
import type { AllowedDays } from "@/lib/schemas/appointments";
import type { Recording } from "./recording";

interface RecordedCalendar {
  id: number;
  horizonDays: number;
  services: { id: number }[];
}

/** The months (1–12, year) from `firstDay`'s to `lastDay`'s, both "YYYY-MM-DD". */
export function monthsBetween(firstDay: string, lastDay: string): { month: number; year: number }[] {
  const months: { month: number; year: number }[] = [];
  let [year, month] = firstDay.split("-").map(Number) as [number, number];
  const [lastYear, lastMonth] = lastDay.split("-").map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ month, year });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}

/**
 * The appointment block's reads in the browser (components/appointments/slot-picker.tsx): for
 * each calendar and service, the bookable days of every month its horizon reaches from the
 * recording day, and the slots of each of those days. Recorded on a day, they are that day's: the
 * mock answers them as they were (README « npm run dev:mock »).
 */
export async function recordCalendars(recording: Recording, now = new Date()): Promise<void> {
  const calendars = await recording.data<RecordedCalendar[]>("/calendar");
  const today = parisDay(now);
  for (const calendar of calendars) {
    await recording.record(`/calendar/${calendar.id}`);
    for (const service of calendar.services) {
      for (const { month, year } of monthsBetween(today, addDays(today, calendar.horizonDays))) {
        const allowed = await recording.data<AllowedDays>(`/calendar/${calendar.id}/date/allowed/${month}/${year}`, { service: service.id });
        for (const day of allowed.days) await recording.record(`/calendar/${calendar.id}/date/${day}/slots`, { service: service.id });
      }
    }
  }
}
