import { OPENING_DAYS } from "./opening-hours";
import { readText, type ParameterMap } from "./parameter-map";
import { addDays, daysOfMonth, parisDay, parisInstant, parisTime, weekdayIndex } from "./paris-time";

/**
 * Bookable days and time slots of a calendar (pure: the server computes them and re-checks a
 * booking with them; the browser only shows the server's answer).
 */

/** A range of minutes after midnight, e.g. 9h00–12h30 = { start: 540, end: 750 }. */
export interface MinuteRange {
  start: number;
  end: number;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

// "9h", "9h00", "09:30", "9 h 30" on both sides of a dash, "à" or "to".
const RANGE = /(\d{1,2})\s*[h:]\s*(\d{2})?\s*(?:-|–|—|à)\s*(\d{1,2})\s*[h:]\s*(\d{2})?/gi;

/**
 * The opening ranges of one opening-hours text (MONDAY_HOURS…): "9h-12h, 14h-18h",
 * "9h00 – 12h30 / 14h00 – 18h00"; "Fermé", blank or unreadable text → no range (closed).
 * Ranges are sorted; empty or reversed ones are dropped.
 */
export function parseOpeningRanges(text: string | null | undefined): MinuteRange[] {
  if (!text) return [];
  const ranges: MinuteRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const start = Number(match[1]) * 60 + Number(match[2] ?? 0);
    const end = Number(match[3]) * 60 + Number(match[4] ?? 0);
    if (end > start && end <= 24 * 60) ranges.push({ start, end });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** Opening ranges per weekday (index 0 = Monday) read from the site parameters. */
export function weeklyOpeningRanges(map: ParameterMap): MinuteRange[][] {
  return OPENING_DAYS.map((day) => parseOpeningRanges(readText(map, day.key)));
}

export interface SlotRules {
  /** Per weekday, Monday first. */
  weekly: readonly MinuteRange[][];
  /** Paris days without bookings ("2026-12-25"). */
  closedDays: ReadonlySet<string>;
  stepMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  /** Confirmed bookings of the calendar. */
  busy: readonly TimeRange[];
  now: Date;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** The earliest and latest start allowed at `now` (minimum notice, booking horizon). */
export function bookingWindow(rules: Pick<SlotRules, "minNoticeHours" | "horizonDays" | "now">): TimeRange {
  const start = new Date(rules.now.getTime() + rules.minNoticeHours * 3_600_000);
  const lastDay = addDays(parisDay(rules.now), rules.horizonDays);
  return { start, end: parisInstant(addDays(lastDay, 1), 0) };
}

/** Free start times of `durationMinutes` on Paris day `day`, in order. */
export function freeSlots(day: string, durationMinutes: number, rules: SlotRules): TimeRange[] {
  if (rules.closedDays.has(day) || durationMinutes <= 0 || rules.stepMinutes <= 0) return [];
  const window = bookingWindow(rules);
  const slots: TimeRange[] = [];
  for (const range of rules.weekly[weekdayIndex(day)] ?? []) {
    for (let minute = range.start; minute + durationMinutes <= range.end; minute += rules.stepMinutes) {
      const slot = { start: parisInstant(day, minute), end: parisInstant(day, minute + durationMinutes) };
      if (slot.start < window.start || slot.start >= window.end) continue;
      if (rules.busy.some((booked) => overlaps(booked, slot))) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/** Days of a month ("2026-12-03") with at least one free slot of `durationMinutes`. */
export function allowedDays(year: number, month: number, durationMinutes: number, rules: SlotRules): string[] {
  return daysOfMonth(year, month).filter((day) => freeSlots(day, durationMinutes, rules).length > 0);
}

/** Whether `start` is one of the free slots (the server's re-check of a booking or a move). */
export function isFreeSlot(start: Date, durationMinutes: number, rules: SlotRules): boolean {
  return freeSlots(parisDay(start), durationMinutes, rules).some((slot) => slot.start.getTime() === start.getTime());
}

/** "09:30" label of a slot start, in Paris time. */
export const slotLabel = (start: Date): string => parisTime(start);
