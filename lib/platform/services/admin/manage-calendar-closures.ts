import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { calendarClosures } from "@/lib/platform/db/schema";
import { findCalendar } from "@/lib/platform/services/appointments/find-calendar";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import type { CalendarClosure } from "@/lib/schemas/appointments";

const columns = { id: calendarClosures.id, day: calendarClosures.day, label: calendarClosures.label };

/** The closed days of a calendar of the site, in date order (404 for a calendar of another site). */
export async function listCalendarClosures(db: Database, siteId: number, calendarId: number): Promise<CalendarClosure[]> {
  await findCalendar(db, siteId, calendarId);
  return db
    .select(columns)
    .from(calendarClosures)
    .where(and(eq(calendarClosures.calendarId, calendarId), eq(calendarClosures.siteId, siteId)))
    .orderBy(asc(calendarClosures.day));
}

/** Closes a day (422 on `day` when it is closed already). Existing bookings that day are kept. */
export async function addCalendarClosure(db: Database, siteId: number, calendarId: number, input: { day: string; label: string }): Promise<CalendarClosure> {
  await findCalendar(db, siteId, calendarId);
  try {
    const [row] = await db.insert(calendarClosures).values({ siteId, calendarId, ...input }).returning(columns);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw ApiError.validation({ day: ["Ce jour est déjà fermé."] });
    throw error;
  }
}

/** Opens a closed day again (404 when it is not one of this calendar's). */
export async function deleteCalendarClosure(db: Database, siteId: number, calendarId: number, closureId: number): Promise<void> {
  const deleted = await db
    .delete(calendarClosures)
    .where(and(eq(calendarClosures.id, closureId), eq(calendarClosures.calendarId, calendarId), eq(calendarClosures.siteId, siteId)))
    .returning({ id: calendarClosures.id });
  if (deleted.length === 0) throw new ApiError("NOT_FOUND", "Jour de fermeture introuvable.");
}
