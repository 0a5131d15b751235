import { describe, expect, it } from "vitest";
import { seedWorkshopStart, workshops } from "@/lib/platform/seed/site-69/workshops";

/** The sample workshops start after the seed runs, whatever the day: fixed dates would pass. */
describe("seeded workshop dates", () => {
  it("fall on the asked weekday and Paris time, the asked number of weeks ahead", () => {
    const wednesday = new Date("2026-11-25T12:00:00Z");
    expect(seedWorkshopStart(2, 5, "09:30", wednesday)).toBe("2026-12-12T08:30:00.000Z"); // Saturday, winter time
    expect(seedWorkshopStart(0, 2, "18:30", wednesday)).toBe("2026-11-25T17:30:00.000Z"); // same day
    expect(seedWorkshopStart(1, 4, "18:30", new Date("2027-06-01T10:00:00Z"))).toBe("2027-06-11T16:30:00.000Z"); // summer time
  });

  it("are all in the future when the seed runs", () => {
    const now = Date.now();
    for (const workshop of workshops) {
      expect(new Date(String((workshop.data as { startsAt: string }).startsAt)).getTime()).toBeGreaterThan(now + 7 * 86_400_000);
    }
  });
});
