import { bookingWindow, parseOpeningRanges, type MinuteRange } from "@/lib/domain/appointment-slots";
import { daysOfMonth, parisInstant, weekdayIndex } from "@/lib/domain/paris-time";

/**
 * Click-and-collect pickup slots (pure: the server lists and books them with these rules). The
 * weekly hours come from CLICK_AND_COLLECT_HOURS, the site's opening hours filling what it leaves
 * out; each range is cut into slots of the calendar's step; a slot takes `capacity` pickups.
 */

const DAY_NAMES = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;
const DAY_PATTERN = /lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche/g;
const RANGE_JOINER = /^\s*(?:au|à|a|-|–|—)\s*$/;

/** The weekdays (0 = Monday) a text names: « du lundi au vendredi », « mardi, jeudi », « lundi–samedi ». */
export function namedWeekdays(text: string): number[] {
  const lower = text.toLowerCase();
  const matches = [...lower.matchAll(DAY_PATTERN)];
  const days = new Set<number>();
  for (let i = 0; i < matches.length; i += 1) {
    const here = matches[i]!;
    const index = DAY_NAMES.indexOf(here[0] as (typeof DAY_NAMES)[number]);
    const next = matches[i + 1];
    if (next && RANGE_JOINER.test(lower.slice(here.index! + here[0].length, next.index))) {
      const last = DAY_NAMES.indexOf(next[0] as (typeof DAY_NAMES)[number]);
      for (let d = index; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === last) break;
      }
      i += 1;
    } else {
      days.add(index);
    }
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Pickup hours per weekday (Monday first). CLICK_AND_COLLECT_HOURS is read segment by segment
 * (separated by « ; », « . » or new lines): days with hours (« du lundi au vendredi 10h-12h ») take
 * those hours; days without hours (« du lundi au samedi, aux heures d'ouverture ») take the opening
 * hours; hours without days apply to every open day. A text naming neither (or no text) means the
 * opening hours. Days the text does not name are closed, unless it names none.
 */
export function clickAndCollectWeekly(hoursText: string | null, opening: readonly MinuteRange[][]): MinuteRange[][] {
  const weekly: MinuteRange[][] = DAY_NAMES.map(() => []);
  let understood = false;
  for (const segment of (hoursText ?? "").split(/[;\n.]+/)) {
    const days = namedWeekdays(segment);
    const ranges = parseOpeningRanges(segment);
    if (days.length === 0 && ranges.length === 0) continue;
    understood = true;
    const targets = days.length > 0 ? days : DAY_NAMES.map((_, d) => d).filter((d) => (opening[d] ?? []).length > 0);
    for (const d of targets) weekly[d] = ranges.length > 0 ? ranges : [...(opening[d] ?? [])];
  }
  return understood ? weekly : opening.map((ranges) => [...ranges]);
}

/** A pickup slot of a day: `id` is its start in minutes after midnight (the idSchedule). */
export interface PickupSlot {
  id: number;
  start: number;
  end: number;
}

/** The slots of one Paris day: each range cut into `stepMinutes` pieces (the last one may be shorter). */
export function pickupSlotsOfDay(day: string, weekly: readonly MinuteRange[][], stepMinutes: number): PickupSlot[] {
  const slots: PickupSlot[] = [];
  const step = Math.max(5, Math.floor(stepMinutes));
  for (const range of weekly[weekdayIndex(day)] ?? []) {
    for (let minute = range.start; minute < range.end; minute += step) {
      const end = Math.min(range.end, minute + step);
      if (end - minute >= 5) slots.push({ id: minute, start: minute, end });
    }
  }
  return slots;
}

export interface PickupRules {
  weekly: readonly MinuteRange[][];
  stepMinutes: number;
  capacity: number;
  closedDays: ReadonlySet<string>;
  minNoticeHours: number;
  horizonDays: number;
  now: Date;
  /** Pickups already booked, by `${day}|${idSchedule}`. */
  booked: ReadonlyMap<string, number>;
}

export interface PickupSlotAvailability extends PickupSlot {
  startsAt: Date;
  endsAt: Date;
  remaining: number;
}

export const pickupKey = (day: string, scheduleId: number) => `${day}|${scheduleId}`;

/** The slots of a day a customer may choose (open, not closed, within notice and horizon), with their remaining places. */
export function pickupSlotsOffered(day: string, rules: PickupRules): PickupSlotAvailability[] {
  if (rules.closedDays.has(day)) return [];
  const window = bookingWindow(rules);
  return pickupSlotsOfDay(day, rules.weekly, rules.stepMinutes).flatMap((slot) => {
    const startsAt = parisInstant(day, slot.start);
    if (startsAt < window.start || startsAt >= window.end) return [];
    const remaining = Math.max(0, rules.capacity - (rules.booked.get(pickupKey(day, slot.id)) ?? 0));
    return [{ ...slot, startsAt, endsAt: parisInstant(day, slot.end), remaining }];
  });
}

/** Days of a month with at least one slot that has a place left. */
export function pickupAllowedDays(year: number, month: number, rules: PickupRules): string[] {
  return daysOfMonth(year, month).filter((day) => pickupSlotsOffered(day, rules).some((slot) => slot.remaining > 0));
}

/** « 10h00 – 11h00 ». */
export function pickupSlotLabel(slot: Pick<PickupSlot, "start" | "end">): string {
  const hm = (minutes: number) => `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}`;
  return `${hm(slot.start)} – ${hm(slot.end)}`;
}
