/**
 * iCalendar (RFC 5545) invitations sent with booking and sign-up e-mails (appointments, workshops).
 * Pure: the caller gives UTC instants; the file carries them in UTC (`…Z`), which every calendar
 * shows in its own time zone, so no VTIMEZONE block is needed.
 */

export interface CalendarEvent {
  /** Stable and unique across sites, e.g. `appointment-42@site-69.evolusite`: a later file with the same uid updates or cancels the event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** The business, shown as the organiser. */
  organizer?: { name: string; email: string };
  /** Incremented on each change of the same event (a moved appointment). */
  sequence?: number;
  /** When the file is produced (DTSTAMP); now by default. */
  stamp?: Date;
}

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

/** 20261125T091500Z */
export function icsDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("icsDateTime: invalid date");
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newlines; other control characters dropped. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A parameter value (CN=…): quoted, quotes and control characters removed (they cannot be escaped). */
function paramValue(value: string): string {
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

function mailto(email: string): string {
  return `mailto:${email.replace(/[\s\u0000-\u001f\u007f;,:"]/g, "")}`;
}

/** The whole VCALENDAR file, CRLF line ends, for one event. CANCEL marks the event cancelled. */
export function buildIcs(event: CalendarEvent, method: CalendarMethod = "REQUEST"): string {
  if (!(event.end.getTime() > event.start.getTime())) throw new RangeError("buildIcs: the event must end after it starts");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Evolusite//Agenda//FR",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence ?? 0))}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.organizer) lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`);
  lines.push(`STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT", "END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
