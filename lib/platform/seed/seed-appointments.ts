import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { calendarClosures, calendars, calendarServices } from "@/lib/platform/db/schema";

export interface SeedCalendar {
  name: string;
  minNoticeHours: number;
  horizonDays: number;
  slotStepMinutes: number;
  services: { name: string; durationMinutes: number }[];
  /** Paris days without bookings. */
  closures: { day: string; label: string }[];
}

/**
 * Writes a site's sample calendars when it has none yet (idempotent; also brings them to a site
 * seeded before calendars existed).
 */
export async function seedAppointments(db: Database, siteId: number, seeds: readonly SeedCalendar[]): Promise<void> {
  if (seeds.length === 0) return;
  const [existing] = await db.select({ id: calendars.id }).from(calendars).where(and(eq(calendars.siteId, siteId), eq(calendars.kind, "APPOINTMENT"))).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    for (const seed of seeds) {
      const [calendar] = await tx
        .insert(calendars)
        .values({ siteId, name: seed.name, minNoticeHours: seed.minNoticeHours, horizonDays: seed.horizonDays, slotStepMinutes: seed.slotStepMinutes })
        .returning({ id: calendars.id });
      await tx.insert(calendarServices).values(seed.services.map((service, order) => ({ ...service, siteId, calendarId: calendar!.id, order })));
      if (seed.closures.length > 0) await tx.insert(calendarClosures).values(seed.closures.map((closure) => ({ ...closure, siteId, calendarId: calendar!.id })));
    }
  });
}
