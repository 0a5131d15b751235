import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { calendars } from "@/lib/platform/db/schema";
import type { CalendarInfo } from "@/lib/schemas/appointments";
import { findCalendar } from "./find-calendar";

/** The site's appointment calendars with their services, oldest first (the block's default is the first); click-and-collect calendars are the shop's. */
export async function listCalendars(db: Database, siteId: number): Promise<CalendarInfo[]> {
  const rows = await db.select({ id: calendars.id }).from(calendars).where(and(eq(calendars.siteId, siteId), eq(calendars.kind, "APPOINTMENT"))).orderBy(asc(calendars.id));
  const list = await Promise.all(rows.map((row) => findCalendar(db, siteId, row.id)));
  return list.map(({ slotStepMinutes: _step, ...calendar }) => calendar);
}
