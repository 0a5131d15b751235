import "server-only";
import { Hono } from "hono";
import { isConfirmedAddress } from "@/lib/domain/booking-holds";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { currentUser, NO_SHOP_MESSAGE, requireSite } from "@/lib/platform/http/request-context";
import { ApiError } from "@/lib/platform/api-error";
import { parseJsonBody, parseParams, parseWith } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { bookAppointment } from "@/lib/platform/services/appointments/book-appointment";
import { cancelAppointment } from "@/lib/platform/services/appointments/cancel-appointment";
import { confirmAppointment } from "@/lib/platform/services/appointments/confirm-appointment";
import { findCalendar } from "@/lib/platform/services/appointments/find-calendar";
import { findManagedAppointment, toAppointmentAnswer } from "@/lib/platform/services/appointments/find-managed-appointment";
import { listCalendars } from "@/lib/platform/services/appointments/list-calendars";
import { listAllowedDays } from "@/lib/platform/services/appointments/list-allowed-days";
import { listDaySlots } from "@/lib/platform/services/appointments/list-day-slots";
import { moveAppointment } from "@/lib/platform/services/appointments/move-appointment";
import { findPickupCalendar } from "@/lib/platform/services/shop/find-pickup-calendar";
import { listPickupDays } from "@/lib/platform/services/shop/list-pickup-days";
import {
  APPOINTMENT_MESSAGES,
  bookingInputSchema,
  calendarParamsSchema,
  dayParamsSchema,
  manageInputSchema,
  monthParamsSchema,
  moveInputSchema,
  optionalServiceQuerySchema,
  serviceQuerySchema,
} from "@/lib/schemas/appointments";

/** Per client address and site: bookings per hour, manage calls (look-up, cancel, move) per hour. */
export const APPOINTMENT_LIMITS = { bookingsPerHour: 5, managePerHour: 30, windowSeconds: 3_600 } as const;

/** The calendars of a site (docs/api.md « Appointments »): public reads and visitor writes. */
export const appointmentRoutes = new Hono<AppEnv>()
  .get("/calendar", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await listCalendars(await getDb(), site.id)));
  })
  .get("/calendar/:id", async (c) => {
    const site = await requireSite(c);
    const { id } = parseParams(c, calendarParamsSchema);
    const { slotStepMinutes: _step, ...calendar } = await findCalendar(await getDb(), site.id, id);
    return c.json(ok(calendar));
  })
  .get("/calendar/:id/date/allowed/:month/:year", async (c) => {
    const site = await requireSite(c);
    const { id, month, year } = parseParams(c, monthParamsSchema);
    const db = await getDb();
    // A click-and-collect calendar (issue 12) answers its pickup days: a slot not yet full.
    const pickup = await findPickupCalendar(db, site.id, id);
    if (pickup) {
      if (!site.isECommerce) throw new ApiError("NOT_FOUND", NO_SHOP_MESSAGE);
      return c.json(ok(await listPickupDays(db, site.id, pickup, month, year)));
    }
    const { service } = parseWith(optionalServiceQuerySchema, { service: c.req.query("service") || undefined });
    return c.json(ok(await listAllowedDays(db, site.id, { calendarId: id, month, year, serviceId: service })));
  })
  .get("/calendar/:id/date/:day/slots", async (c) => {
    const site = await requireSite(c);
    const { id, day } = parseParams(c, dayParamsSchema);
    const { service } = parseWith(serviceQuerySchema, { service: c.req.query("service") });
    return c.json(ok(await listDaySlots(await getDb(), site.id, { calendarId: id, day, serviceId: service })));
  })
  .post("/calendar/:id/appointment", async (c) => {
    const site = await requireSite(c);
    const { id } = parseParams(c, calendarParamsSchema);
    const input = await parseJsonBody(c, bookingInputSchema);
    // Counted before the locked transaction and the e-mails (the expensive part).
    await checkRateLimit(`appointment:ip:${site.id}:${clientIp(c)}`, APPOINTMENT_LIMITS.bookingsPerHour, APPOINTMENT_LIMITS.windowSeconds);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    // Only the logged-in owner of that very address, verified, skips the e-mailed confirmation.
    const addressConfirmed = isConfirmedAddress(await currentUser(c), input.email);
    const appointment = await bookAppointment(await getDb(), site, id, input, origin, addressConfirmed);
    const message = appointment.confirmBy ? APPOINTMENT_MESSAGES.pending(appointment.confirmBy) : APPOINTMENT_MESSAGES.booked;
    return c.json(ok(appointment, message), 201);
  })
  // The manage token travels in the body (POST/PUT), never in a URL.
  .post("/appointment/manage", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, manageInputSchema);
    await checkRateLimit(`appointment-manage:ip:${site.id}:${clientIp(c)}`, APPOINTMENT_LIMITS.managePerHour, APPOINTMENT_LIMITS.windowSeconds);
    return c.json(ok(toAppointmentAnswer(await findManagedAppointment(await getDb(), site.id, token))));
  })
  .put("/appointment/manage/confirm", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, manageInputSchema);
    await checkRateLimit(`appointment-manage:ip:${site.id}:${clientIp(c)}`, APPOINTMENT_LIMITS.managePerHour, APPOINTMENT_LIMITS.windowSeconds);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    return c.json(ok(await confirmAppointment(await getDb(), site, token, origin), APPOINTMENT_MESSAGES.confirmed));
  })
  .put("/appointment/manage/cancel", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, manageInputSchema);
    await checkRateLimit(`appointment-manage:ip:${site.id}:${clientIp(c)}`, APPOINTMENT_LIMITS.managePerHour, APPOINTMENT_LIMITS.windowSeconds);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    return c.json(ok(await cancelAppointment(await getDb(), site, token, origin), "Votre rendez-vous est annulé."));
  })
  .put("/appointment/manage/move", async (c) => {
    const site = await requireSite(c);
    const { token, start } = await parseJsonBody(c, moveInputSchema);
    await checkRateLimit(`appointment-manage:ip:${site.id}:${clientIp(c)}`, APPOINTMENT_LIMITS.managePerHour, APPOINTMENT_LIMITS.windowSeconds);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    return c.json(ok(await moveAppointment(await getDb(), site, token, start, origin), "Votre rendez-vous est déplacé."));
  });
