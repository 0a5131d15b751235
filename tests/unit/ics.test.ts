import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from "@/lib/domain/ics";

const event = {
  uid: "appointment-42@site-69.evolusite",
  start: new Date("2026-12-01T09:00:00Z"),
  end: new Date("2026-12-01T10:00:00Z"),
  stamp: new Date("2026-11-25T12:00:00Z"),
  summary: "Première séance, coaching",
  description: "Rendez-vous ; apportez vos notes,\nmerci.",
  location: "12 rue de la République, 69002 Lyon",
  organizer: { name: 'Élan "Coaching"', email: "contact@elan-coaching.fr" },
};

describe("iCalendar invitations (RFC 5545)", () => {
  it("writes UTC instants as basic date-times", () => {
    expect(icsDateTime(new Date("2026-03-29T01:30:05.123Z"))).toBe("20260329T013005Z");
    expect(() => icsDateTime(new Date("nope"))).toThrow(RangeError);
  });

  it("escapes text values and drops control characters", () => {
    expect(escapeIcsText("a\\b;c,d\r\ne\u0007f")).toBe("a\\\\b\\;c\\,d\\ne" + "f");
  });

  it("folds lines at 75 octets without cutting a UTF-8 character", () => {
    const long = "SUMMARY:" + "é".repeat(60);
    const folded = foldIcsLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(long);
  });

  it("builds one event with CRLF line ends", () => {
    const ics = buildIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").filter(Boolean)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Evolusite//Agenda//FR",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:appointment-42@site-69.evolusite",
      "DTSTAMP:20261125T120000Z",
      "DTSTART:20261201T090000Z",
      "DTEND:20261201T100000Z",
      "SEQUENCE:0",
      "SUMMARY:Première séance\\, coaching",
      "DESCRIPTION:Rendez-vous \\; apportez vos notes\\,\\nmerci.",
      "LOCATION:12 rue de la République\\, 69002 Lyon",
      'ORGANIZER;CN="Élan Coaching":mailto:contact@elan-coaching.fr',
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });

  it("a cancellation keeps the uid, carries METHOD:CANCEL and STATUS:CANCELLED", () => {
    const ics = buildIcs({ ...event, sequence: 2 }, "CANCEL");
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain("SEQUENCE:2\r\n");
    expect(ics).toContain("UID:appointment-42@site-69.evolusite\r\n");
  });

  it("refuses an event that does not end after it starts", () => {
    expect(() => buildIcs({ ...event, end: event.start })).toThrow(RangeError);
  });
});
