import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";

export const APPOINTMENT_REMINDER_JOB = "appointment.reminder";
/** The reminder goes out this long before the appointment. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;

/**
 * Queues the reminder of a booking (inside the booking's transaction). The payload carries the
 * start it was planned for: after a move, the old job finds another start and sends nothing.
 */
export async function scheduleReminder(tx: Database, siteId: number, appointment: { id: number; start: Date }, origin: string, now: Date) {
  const runAt = new Date(appointment.start.getTime() - REMINDER_LEAD_MS);
  if (runAt <= now) return; // booked less than a day ahead: the confirmation is recent enough
  await enqueueJob(tx, { siteId, kind: APPOINTMENT_REMINDER_JOB, runAt, payload: { appointmentId: appointment.id, start: appointment.start.toISOString(), origin } });
}
