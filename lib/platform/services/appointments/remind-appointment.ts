import "server-only";
import { and, eq } from "drizzle-orm";
import { appointments, calendarServices } from "@/lib/platform/db/schema";
import type { JobContext } from "@/lib/platform/jobs/types";
import { siteOrigin } from "@/lib/platform/mail/link-origin";
import { loadMailBranding } from "@/lib/platform/mail/mail-branding";
import { sendMail } from "@/lib/platform/mail/send-mail";
import { appointmentReminderMail } from "@/lib/platform/mail/templates/appointment";
import { findSite } from "@/lib/platform/services/find-site";
import { BOOKING_PAGE_PATH } from "./send-appointment-mails";

/**
 * Job handler of « appointment.reminder »: e-mails the visitor the day before. Nothing is sent
 * when the booking was cancelled or moved since the job was queued (its payload's start differs).
 */
export async function remindAppointment(job: JobContext): Promise<void> {
  const { db } = job;
  const appointmentId = Number(job.payload.appointmentId);
    if (job.siteId === null || !Number.isInteger(appointmentId)) throw new Error("appointment.reminder: bad payload");
  const [row] = await db
    .select({ appointment: appointments, serviceName: calendarServices.name })
    .from(appointments)
    .innerJoin(calendarServices, eq(calendarServices.id, appointments.serviceId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.siteId, job.siteId)))
    .limit(1);
  if (!row || row.appointment.status !== "CONFIRMED" || row.appointment.startsAt.toISOString() !== job.payload.start) return;
  const site = await findSite(db, job.siteId);
  if (!site) return;
  const origin = typeof job.payload.origin === "string" && job.payload.origin ? job.payload.origin : siteOrigin(site);
  const branding = await loadMailBranding(db, site, origin);
  const { appointment } = row;
  const mail = appointmentReminderMail(
    branding,
    { ...appointment, serviceName: row.serviceName, start: appointment.startsAt, end: appointment.endsAt },
    `${origin}${BOOKING_PAGE_PATH}`,
  );
  await sendMail(db, site.id, { to: appointment.email, ...mail });
}
