import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { calendars, calendarServices } from "@/lib/platform/db/schema";
import { APPOINTMENT_MESSAGES, type CalendarInfo } from "@/lib/schemas/appointments";

export type CalendarRow = typeof calendars.$inferSelect;

/** A calendar of the site with its services; 404 for an unknown id or one of another site. */
export async function findCalendar(db: Database, siteId: number, calendarId: number): Promise<CalendarInfo & { slotStepMinutes: number }> {
  const [calendar] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.id, calendarId), eq(calendars.siteId, siteId)))
    .limit(1);
  if (!calendar) throw new ApiError("NOT_FOUND", APPOINTMENT_MESSAGES.calendarUnknown);
  const services = await db
    .select({ id: calendarServices.id, name: calendarServices.name, durationMinutes: calendarServices.durationMinutes })
    .from(calendarServices)
    .where(and(eq(calendarServices.calendarId, calendar.id), eq(calendarServices.siteId, siteId)))
    .orderBy(asc(calendarServices.order), asc(calendarServices.id));
  return {
    id: calendar.id,
    name: calendar.name,
    minNoticeHours: calendar.minNoticeHours,
    horizonDays: calendar.horizonDays,
    slotStepMinutes: calendar.slotStepMinutes,
    services,
  };
}

/** One service of the calendar, or a 422 on `serviceId` (a service of another calendar is not one). */
export function pickService(calendar: CalendarInfo, serviceId: number) {
  const service = calendar.services.find((s) => s.id === serviceId);
  if (!service) throw ApiError.validation({ serviceId: [APPOINTMENT_MESSAGES.serviceRequired] });
  return service;
}
