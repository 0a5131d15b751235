import { describe, expect, it } from "vitest";
import { allowedDays, freeSlots, isFreeSlot, parseOpeningRanges, slotLabel, type SlotRules } from "@/lib/domain/appointment-slots";
import { parisDay, parisInstant, weekdayIndex } from "@/lib/domain/paris-time";

const weekdays = [
  "9h00 – 12h30 / 14h00 – 18h00",
  "9h-12h, 14h-19h",
  "9h00 – 12h30 / 14h00 – 18h00",
  "9h00 – 12h30 / 14h00 – 19h00",
  "9h00 – 12h30 / 14h00 – 17h00",
  "9h00 – 12h00 (sur rendez-vous)",
  "Fermé",
].map(parseOpeningRanges);

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    weekly: weekdays,
    closedDays: new Set(["2026-12-25"]),
    stepMinutes: 30,
    minNoticeHours: 24,
    horizonDays: 60,
    busy: [],
    now: new Date("2026-11-30T08:00:00Z"), // Monday 30/11/2026 09:00 in Paris
    ...overrides,
  };
}

describe("opening hours text", () => {
  it("reads the formats the sites use", () => {
    expect(parseOpeningRanges("9h-12h, 14h-18h")).toEqual([
      { start: 540, end: 720 },
      { start: 840, end: 1080 },
    ]);
    expect(parseOpeningRanges("9h00 – 12h30 / 14h00 – 18h00")).toEqual([
      { start: 540, end: 750 },
      { start: 840, end: 1080 },
    ]);
    expect(parseOpeningRanges("09:30 à 12:00")).toEqual([{ start: 570, end: 720 }]);
    expect(parseOpeningRanges("9h00 – 12h00 (sur rendez-vous)")).toEqual([{ start: 540, end: 720 }]);
  });

  it("treats closed, blank, unreadable or reversed text as closed", () => {
    for (const text of ["Fermé", "", null, undefined, "sur rendez-vous", "18h-9h", "9h-25h"]) expect(parseOpeningRanges(text)).toEqual([]);
  });
});

describe("Paris time", () => {
  it("converts wall-clock times on both sides of daylight saving", () => {
    expect(parisInstant("2026-12-03", 9 * 60).toISOString()).toBe("2026-12-03T08:00:00.000Z");
    expect(parisInstant("2026-07-03", 9 * 60).toISOString()).toBe("2026-07-03T07:00:00.000Z");
    expect(parisInstant("2026-03-29", 9 * 60).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(parisDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(weekdayIndex("2026-11-30")).toBe(0);
    expect(weekdayIndex("2026-12-06")).toBe(6);
  });
});

describe("free slots", () => {
  it("steps through each opening range, the service fitting before closing", () => {
    const slots = freeSlots("2026-12-04", 90, rules()); // Friday 9h–12h30, 14h–17h
    expect(slots.map((s) => slotLabel(s.start))).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "14:00", "14:30", "15:00", "15:30"]);
    expect(slots[0]!.end.toISOString()).toBe("2026-12-04T09:30:00.000Z");
  });

  it("leaves out booked, closed, too-soon and too-far slots", () => {
    const busy = [{ start: parisInstant("2026-12-04", 600), end: parisInstant("2026-12-04", 660) }]; // 10h–11h
    const labels = freeSlots("2026-12-04", 60, rules({ busy })).map((s) => slotLabel(s.start));
    expect(labels).not.toContain("09:30");
    expect(labels).not.toContain("10:00");
    expect(labels).not.toContain("10:30");
    expect(labels).toContain("09:00");
    expect(labels).toContain("11:00");
    expect(freeSlots("2026-12-25", 60, rules())).toEqual([]); // closure
    expect(freeSlots("2026-12-06", 60, rules())).toEqual([]); // Sunday, « Fermé »
    // 24 h notice from Monday 09:00: Tuesday starts at 09:00, Monday has nothing.
    expect(freeSlots("2026-11-30", 60, rules())).toEqual([]);
    expect(slotLabel(freeSlots("2026-12-01", 60, rules())[0]!.start)).toBe("09:00");
    expect(freeSlots("2027-02-01", 60, rules())).toEqual([]); // beyond 60 days
  });

  it("lists the bookable days of a month and re-checks one start", () => {
    const days = allowedDays(2026, 12, 60, rules());
    expect(days).toContain("2026-12-01");
    expect(days).not.toContain("2026-12-06");
    expect(days).not.toContain("2026-12-25");
    expect(days.every((d) => d.startsWith("2026-12-"))).toBe(true);
    expect(isFreeSlot(parisInstant("2026-12-01", 540), 60, rules())).toBe(true);
    expect(isFreeSlot(parisInstant("2026-12-01", 545), 60, rules())).toBe(false); // off the step
    expect(isFreeSlot(parisInstant("2026-12-01", 720), 60, rules())).toBe(false); // lunch break
  });
});
