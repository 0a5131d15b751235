import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { enqueueJob } from "@/lib/platform/jobs/enqueue-job";

/**
 * The job queued with every booking from an address to confirm, at its `confirm_by`: the slot is
 * given back if the booking is still PENDING then (release-unconfirmed-appointment.ts).
 */
export const APPOINTMENT_HOLD_JOB = "appointment.hold-expiry";

export async function scheduleAppointmentHold(tx: Database, siteId: number, appointmentId: number, runAt: Date): Promise<void> {
  await enqueueJob(tx, { siteId, kind: APPOINTMENT_HOLD_JOB, runAt, payload: { appointmentId } });
}
