import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { calendars } from "@/lib/platform/db/schema";

export type PickupCalendar = typeof calendars.$inferSelect & { slotCapacity: number };

/**
 * The site's click-and-collect calendar: the one with this id, or the first when no id is given;
 * null when there is none (an appointment calendar is not one).
 */
export async function findPickupCalendar(db: Database, siteId: number, calendarId?: number): Promise<PickupCalendar | null> {
  const [row] = await db
    .select()
    .from(calendars)
    .where(
      and(
        eq(calendars.siteId, siteId),
        eq(calendars.kind, "CLICK_AND_COLLECT"),
        calendarId === undefined ? undefined : eq(calendars.id, calendarId),
      ),
    )
    .orderBy(asc(calendars.id))
    .limit(1);
  return row ? { ...row, slotCapacity: Math.max(1, row.slotCapacity ?? 1) } : null;
}
