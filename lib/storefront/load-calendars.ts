import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { calendarListSchema, type CalendarInfo } from "@/lib/schemas/appointments";

/** The site's booking calendars with their services (GET /calendar), shared by requests while unchanged. */
export async function loadCalendars(): Promise<CalendarInfo[]> {
  return readPublic("/calendar", calendarListSchema);
}
