import "server-only";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { appointments } from "@/lib/platform/db/schema";
import type { JobContext } from "@/lib/platform/jobs/types";

/**
 * The PENDING bookings whose address was not confirmed by `now` become CANCELLED (the slot is free
 * again; nothing is e-mailed: nobody confirmed that address). `calendarId` narrows to one calendar
 * (a booking does this under its calendar's lock before looking at the slots), `appointmentId` to
 * one booking (the hold's job). One conditional UPDATE: a confirmation racing with it either
 * finds the booking PENDING and in time, or finds it released.
 */
export async function releaseLapsedHolds(db: Database, siteId: number, now: Date, only: { calendarId?: number; appointmentId?: number }): Promise<number> {
  const released = await db
    .update(appointments)
    .set({ status: "CANCELLED", cancelledAt: now, sequence: sql`${appointments.sequence} + 1` })
    .where(
      and(
        eq(appointments.siteId, siteId),
        only.calendarId === undefined ? undefined : eq(appointments.calendarId, only.calendarId),
        only.appointmentId === undefined ? undefined : eq(appointments.id, only.appointmentId),
        eq(appointments.status, "PENDING"),
        isNotNull(appointments.confirmBy),
        lte(appointments.confirmBy, now),
      ),
    )
    .returning({ id: appointments.id });
  return released.length;
}

/** Job handler of « appointment.hold-expiry » (appointment-hold-job.ts), at the job's instant. */
export async function releaseUnconfirmedAppointment(job: JobContext): Promise<void> {
  const appointmentId = Number(job.payload.appointmentId);
  if (job.siteId === null || !Number.isInteger(appointmentId)) throw new Error("appointment.hold-expiry: bad payload");
  await releaseLapsedHolds(job.db, job.siteId, job.now, { appointmentId });
}
