import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { calendarClosures } from "@/lib/platform/db/schema";
import { findCalendar } from "@/lib/platform/services/appointments/find-calendar";
import { isUniqueViolation } from "@/lib/platform/services/unique-violation";
import type { CalendarClosure } from "@/lib/schemas/appointments";
import { recordAudit, type AuditActor } from "./record-audit";

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

/**
 * Closes a day (422 on `day` when it is closed already). Existing bookings that day are kept.
 * Audited as `calendar-closure.create` in the same transaction.
 */
export async function addCalendarClosure(
  db: Database,
  siteId: number,
  actor: AuditActor,
  calendarId: number,
  input: { day: string; label: string },
): Promise<CalendarClosure> {
  await findCalendar(db, siteId, calendarId);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [row] = await t.insert(calendarClosures).values({ siteId, calendarId, ...input }).returning(columns);
      await recordAudit(t, siteId, actor, { action: "calendar-closure.create", entity: "calendar-closure", entityId: row!.id, after: { calendarId, ...row! } });
      return row!;
    });
  } catch (error) {
    // Caught outside the transaction: on PostgreSQL a unique violation aborts it.
    if (isUniqueViolation(error)) throw ApiError.validation({ day: ["Ce jour est déjà fermé."] });
    throw error;
  }
}

/** Opens a closed day again (404 when it is not one of this calendar's); audited as `calendar-closure.delete`. */
export async function deleteCalendarClosure(db: Database, siteId: number, actor: AuditActor, calendarId: number, closureId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .delete(calendarClosures)
      .where(and(eq(calendarClosures.id, closureId), eq(calendarClosures.calendarId, calendarId), eq(calendarClosures.siteId, siteId)))
      .returning(columns);
    if (!row) throw new ApiError("NOT_FOUND", "Jour de fermeture introuvable.");
    await recordAudit(t, siteId, actor, { action: "calendar-closure.delete", entity: "calendar-closure", entityId: closureId, before: { calendarId, ...row } });
  });
}
