import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { ApiError } from "@/lib/platform/api-error";
import { appointments, calendarServices } from "@/lib/platform/db/schema";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { APPOINTMENT_MESSAGES, type Appointment } from "@/lib/schemas/appointments";

export type ManagedAppointment = typeof appointments.$inferSelect & { serviceName: string; durationMinutes: number };

/**
 * The booking of a manage token on this site (404 otherwise: a token of another site is no
 * token here). `tx` + `lock` lock the row for a cancel or a move.
 */
export async function findManagedAppointment(db: Database, siteId: number, token: string, lock = false): Promise<ManagedAppointment> {
  const query = db
    .select({ appointment: appointments, serviceName: calendarServices.name, durationMinutes: calendarServices.durationMinutes })
    .from(appointments)
    .innerJoin(calendarServices, eq(calendarServices.id, appointments.serviceId))
    .where(and(eq(appointments.tokenHash, hashSessionToken(token)), eq(appointments.siteId, siteId)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: appointments }) : await query;
  if (!row) throw new ApiError("NOT_FOUND", APPOINTMENT_MESSAGES.tokenInvalid);
  return { ...row.appointment, serviceName: row.serviceName, durationMinutes: row.durationMinutes };
}

export function toAppointmentAnswer(row: ManagedAppointment): Appointment {
  return {
    id: row.id,
    calendarId: row.calendarId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    status: row.status,
    name: row.name,
    confirmBy: row.status === "PENDING" ? (row.confirmBy?.toISOString() ?? null) : null,
  };
}
