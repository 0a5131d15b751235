import "server-only";
import { APPOINTMENT_REMINDER_JOB } from "@/lib/platform/services/appointments/schedule-reminder";
import { remindAppointment } from "@/lib/platform/services/appointments/remind-appointment";
import { registerJobHandler } from "./registry";

/** Every job kind the platform runs (called by boot.ts before the worker starts, and by tests). */
export function registerPlatformJobHandlers(): void {
  registerJobHandler(APPOINTMENT_REMINDER_JOB, remindAppointment);
}
