import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { parisDay } from "@/lib/domain/paris-time";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/platform/db/client";
import { appointments, calendars, calendarServices, jobs } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import {
  allowedDaysSchema,
  appointmentSchema,
  calendarListSchema,
  daySlotsSchema,
  type Appointment,
  type CalendarInfo,
  type DaySlots,
} from "@/lib/schemas/appointments";
import { UNCONFIRMED_HOLD_MINUTES } from "@/lib/domain/booking-holds";
import { APPOINTMENT_MESSAGES } from "@/lib/schemas/appointments";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: TestSmtpServer;
let calendar: CalendarInfo;
let discovery: CalendarInfo["services"][number];
let coaching: CalendarInfo["services"][number];
let site70Calendar: number;
let site70Service: number;
let days: string[];

let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

function send<T = unknown>(method: string, path: string, body: unknown, options: { siteId?: number; ip?: string; token?: string } = {}) {
  return callApi<T>(path, {
    method,
    siteId: options.siteId,
    token: options.token,
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
}

const visitor = (email: string) => ({ name: "Inès Martin", email, phone: "06 12 34 56 78", message: "Je souhaite faire le point sur mon projet." });

async function slotsOf(day: string, serviceId: number): Promise<DaySlots> {
  const answer = await callApi<DaySlots>(`/calendar/${calendar.id}/date/${day}/slots?service=${serviceId}`);
  expect(answer.status).toBe(200);
  return daySlotsSchema.parse(answer.body.data);
}

async function confirmedCount(): Promise<number> {
  return (await (await getDb()).select().from(appointments).where(eq(appointments.status, "CONFIRMED"))).length;
}

const tokenIn = (text: string) => /\/rendez-vous\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1] ?? null;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  registerPlatformJobHandlers();
  const list = await callApi<CalendarInfo[]>("/calendar");
  calendar = calendarListSchema.parse(list.body.data)[0]!;
  discovery = calendar.services.find((s) => s.name === "Première séance découverte")!;
  coaching = calendar.services.find((s) => s.name === "Séance de coaching")!;
  // A calendar of site 70, to prove isolation both ways.
  const db = await getDb();
  const [other] = await db.insert(calendars).values({ siteId: SITE_70, name: "Dégustations" }).returning();
  const [otherService] = await db.insert(calendarServices).values({ siteId: SITE_70, calendarId: other!.id, name: "Dégustation", durationMinutes: 60 }).returning();
  site70Service = otherService!.id;
  site70Calendar = other!.id;
  days = await bookableDays(discovery.id);
});

/** Bookable days of this month and the next for a service (the clock is real: the seed's rules apply from now). */
async function bookableDays(serviceId: number): Promise<string[]> {
  const now = new Date();
  const months = [0, 1].map((add) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1)));
  const found: string[] = [];
  for (const month of months) {
    const answer = await callApi(`/calendar/${calendar.id}/date/allowed/${month.getUTCMonth() + 1}/${month.getUTCFullYear()}?service=${serviceId}`);
    found.push(...allowedDaysSchema.parse(answer.body.data).days);
  }
  return found;
}

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
  await database.dispose();
});

describe("calendars and free slots", () => {
  it("lists the seeded calendar of site 69 with its services", () => {
    expect(calendar.name).toMatch(/Séances individuelles/);
    expect(discovery.durationMinutes).toBe(60);
    expect(coaching.durationMinutes).toBe(90);
  });

  it("gives the bookable days: opening hours, closures and notice applied", async () => {
    expect(days.length).toBeGreaterThan(5);
    const today = parisDay(new Date());
    for (const day of days) {
      expect(day > today).toBe(true); // 24 h notice: never today
      expect(new Date(`${day}T12:00:00Z`).getUTCDay()).not.toBe(0); // « Fermé » on Sundays
      expect(["2026-12-24", "2026-12-25", "2026-12-31", "2027-01-01"]).not.toContain(day);
    }
  });

  it("gives the free slots of a day for a service length", async () => {
    // The first day with room for 90 minutes (the day after tomorrow or later in the afternoon: a 24 h notice).
    const coachingDays = await bookableDays(coaching.id);
    expect(coachingDays[0]! >= days[0]!).toBe(true);
    const { slots } = await slotsOf(coachingDays[0]!, coaching.id);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(90 * 60_000);
    expect(slots[0]!.label).toMatch(/^\d{2}:\d{2}$/);
  });

  it("answers 422 in French on bad path or query input", async () => {
    const month = await callApi(`/calendar/${calendar.id}/date/allowed/13/2026`);
    expect(month.status).toBe(422);
    expect(month.body.data).toEqual({ month: ["Le mois doit être compris entre 1 et 12."] });
    expect((await callApi(`/calendar/abc/date/allowed/12/2026`)).status).toBe(422);
    const day = await callApi(`/calendar/${calendar.id}/date/03-12-2026/slots?service=${discovery.id}`);
    expect(day.status).toBe(422);
    expect((await callApi(`/calendar/${calendar.id}/date/${days[0]}/slots`)).status).toBe(422);
    const otherService = await callApi(`/calendar/${calendar.id}/date/${days[0]}/slots?service=${site70Service}`);
    expect(otherService.status).toBe(422);
    expect(otherService.body.data).toEqual({ serviceId: ["Choisissez une prestation."] });
  });

  it("keeps sites apart: a calendar of another site is a 404", async () => {
    expect((await callApi(`/calendar/${calendar.id}`, { siteId: SITE_70 })).status).toBe(404);
    expect((await callApi(`/calendar/${calendar.id}/date/allowed/12/2026`, { siteId: SITE_70 })).status).toBe(404);
    expect((await callApi(`/calendar/${site70Calendar}`)).status).toBe(404);
    const list70 = await callApi<CalendarInfo[]>("/calendar", { siteId: SITE_70 });
    expect(list70.body.data.map((c) => c.id)).toEqual([site70Calendar]);
    const slot = (await slotsOf(days[0]!, discovery.id)).slots[0]!;
    const crossed = await send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("croise@exemple.fr"), serviceId: discovery.id, start: slot.start }, { siteId: SITE_70 });
    expect(crossed.status).toBe(404);
    expect(await confirmedCount()).toBe(0);
  });
});

describe("booking", () => {
  it("refuses bad input with per-field French errors and writes nothing", async () => {
    const slot = (await slotsOf(days[0]!, discovery.id)).slots[0]!;
    const bad = await send("POST", `/calendar/${calendar.id}/appointment`, { name: "", email: "pas-une-adresse", phone: "12", serviceId: discovery.id, start: slot.start });
    expect(bad.status).toBe(422);
    expect(bad.body.success).toBe(false);
    expect(bad.body.data).toMatchObject({
      name: ["Indiquez votre nom."],
      email: ["L'adresse e-mail n'est pas valide."],
      phone: ["Le numéro de téléphone n'est pas valide."],
    });
    const offHours = new Date(`${days[0]}T02:00:00Z`).toISOString();
    const notASlot = await send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("nuit@exemple.fr"), serviceId: discovery.id, start: offHours });
    expect(notASlot.status).toBe(422);
    expect(notASlot.body.data).toEqual({ start: ["Ce créneau n'est pas proposé : choisissez un créneau dans la liste."] });
    expect((await send("POST", `/calendar/${calendar.id}/appointment`, "{oops")).status).toBe(422);
    const noStart = await send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("vide@exemple.fr"), serviceId: discovery.id, start: "" });
    expect(noStart.body.data).toEqual({ start: ["Choisissez un créneau."] });
    const badStart = await send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("demain@exemple.fr"), serviceId: discovery.id, start: "demain" });
    expect(badStart.body.data).toEqual({ start: ["Ce créneau n'est pas valide : choisissez un créneau dans la liste."] });
    expect((await send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("x@exemple.fr"), serviceId: site70Service, start: slot.start })).status).toBe(422);
    expect(await confirmedCount()).toBe(0);
    expect(await (await getDb()).select().from(jobs)).toEqual([]);
  });

  it("20 concurrent bookings of one slot give exactly 1 booking", async () => {
    const slot = (await slotsOf(days[1]!, discovery.id)).slots[0]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor(`course${i}@exemple.fr`), serviceId: discovery.id, start: slot.start }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe("Ce créneau n'est plus disponible : choisissez-en un autre.");
    const rows = await (await getDb()).select().from(appointments).where(eq(appointments.startsAt, new Date(slot.start)));
    expect(rows).toHaveLength(1);
    // An overlapping 90-minute booking starting 30 minutes earlier is refused too.
    const overlapping = (await slotsOf(days[1]!, coaching.id)).slots.find((s) => s.start === slot.start);
    expect(overlapping).toBeUndefined();
    await settleBackgroundWork();
  });

  let token: string;
  let booked: Appointment;

  it("from an address nobody confirmed: the slot is held, only a neutral e-mail leaves (nothing the visitor typed), nothing to the business", async () => {
    const slot = (await slotsOf(days[2]!, discovery.id)).slots[0]!;
    const before = Date.now();
    const answer = await send<Appointment>("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("ines@exemple.fr"), serviceId: discovery.id, start: slot.start });
    expect(answer.status).toBe(201);
    booked = appointmentSchema.parse(answer.body.data);
    expect(booked).toMatchObject({ serviceName: "Première séance découverte", start: slot.start, end: slot.end, status: "PENDING" });
    const holdMs = new Date(booked.confirmBy!).getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(UNCONFIRMED_HOLD_MINUTES * 60_000 - 1_000);
    expect(holdMs).toBeLessThan(UNCONFIRMED_HOLD_MINUTES * 60_000 + 60_000);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.pending(booked.confirmBy!));
    expect(JSON.stringify(answer.body)).not.toMatch(/token/i);
    const mail = await smtp.waitForMessage("ines@exemple.fr");
    expect(mail.subject).toBe("Confirmez votre rendez-vous – Élan Coaching");
    expect(mail.text).toMatch(/Première séance découverte/);
    expect(`${mail.text} ${mail.html}`).not.toMatch(/Inès|Martin|06 12 34 56 78|faire le point/);
    expect(mail.raw).not.toMatch(/text\/calendar/i);
    token = tokenIn(mail.text)!;
    expect(token).toBeTruthy();
    const [row] = await (await getDb()).select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row!.tokenHash).not.toBe(token);
    // The slot is held: gone from the free ones.
    expect((await slotsOf(days[2]!, discovery.id)).slots.map((s) => s.start)).not.toContain(slot.start);
    await settleBackgroundWork();
    expect(smtp.messagesFor("contact@elan-coaching.fr").filter((m) => /Inès Martin/.test(m.subject))).toEqual([]);
  });

  it("cannot be moved before it is confirmed; the link confirms it, then the usual e-mails leave (the visitor's with the .ics, the business's)", async () => {
    const move = await send("PUT", "/appointment/manage/move", { token, start: (await slotsOf(days[3]!, discovery.id)).slots[1]!.start });
    expect(move).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.confirmFirst } });
    expect((await send("PUT", "/appointment/manage/confirm", { token }, { siteId: SITE_70 })).status).toBe(404);
    const confirmed = await send<Appointment>("PUT", "/appointment/manage/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(APPOINTMENT_MESSAGES.confirmed);
    expect(appointmentSchema.parse(confirmed.body.data)).toMatchObject({ id: booked.id, status: "CONFIRMED", confirmBy: null });
    const mail = await smtp.waitForMessage("ines@exemple.fr");
    expect(mail.subject).toMatch(/Votre rendez-vous est confirmé/);
    expect(mail.text).toContain("Bonjour Inès Martin");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(tokenIn(mail.text)).toBe(token);
    const business = await smtp.waitForMessage("contact@elan-coaching.fr");
    expect(business.subject).toMatch(/^Nouveau rendez-vous : Inès Martin/);
    expect(business.text).toMatch(/06 12 34 56 78/);
    expect(await send("PUT", "/appointment/manage/confirm", { token })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.alreadyConfirmed } });
    booked = appointmentSchema.parse(confirmed.body.data);
  });

  it("finds the booking by its token, on its own site only", async () => {
    const found = await send<Appointment>("POST", "/appointment/manage", { token });
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(booked.id);
    expect((await send("POST", "/appointment/manage", { token }, { siteId: SITE_70 })).status).toBe(404);
    expect((await send("POST", "/appointment/manage", { token: "x".repeat(43) })).status).toBe(404);
    expect((await send("POST", "/appointment/manage", { token: "court" })).status).toBe(422);
  });

  it("moves to a free slot (re-checked), refuses a taken one, and sends a new invitation", async () => {
    const other = (await slotsOf(days[3]!, discovery.id)).slots;
    const taken = await send<Appointment>("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("paul@exemple.fr"), serviceId: discovery.id, start: other[0]!.start });
    expect(taken.status).toBe(201);
    const refused = await send("PUT", "/appointment/manage/move", { token, start: other[0]!.start });
    expect(refused.status).toBe(409);
    const moved = await send<Appointment>("PUT", "/appointment/manage/move", { token, start: other[2]!.start });
    expect(moved.status).toBe(200);
    expect(moved.body.data.start).toBe(other[2]!.start);
    await settleBackgroundWork();
    const mails = smtp.messagesFor("ines@exemple.fr");
    expect(mails.at(-1)!.subject).toMatch(/Votre rendez-vous a été déplacé/);
    expect(mails.at(-1)!.text).toContain("Bonjour Inès Martin");
    expect(mails.at(-1)!.raw).toMatch(/method=REQUEST/i);
    // Its old slot is free again.
    expect((await slotsOf(days[2]!, discovery.id)).slots.map((s) => s.start)).toContain(booked.start);
    booked = moved.body.data;
  });

  it("sends the reminder the day before, once, and none for the moved-away time", async () => {
    const db = await getDb();
    const reminders = await db.select().from(jobs).where(and(eq(jobs.kind, "appointment.reminder")));
    // One per booking (the 20-concurrent winner, Inès twice (booked, moved), Paul).
    expect(reminders.length).toBe(4);
    const start = new Date(booked.start);
    const dayBefore = new Date(start.getTime() - 24 * 3_600_000);
    const before = smtp.messagesFor("ines@exemple.fr").length;
    await runDueJobs(db, dayBefore);
    await runDueJobs(db, new Date(dayBefore.getTime() + 60_000));
    const reminderMails = smtp.messagesFor("ines@exemple.fr").slice(before).filter((m) => /Rappel/.test(m.subject));
    expect(reminderMails).toHaveLength(1);
    expect(reminderMails[0]!.text).toMatch(/Première séance découverte/);
    // Paul never confirmed his address: no reminder for him, and his slot was given back long ago.
    expect(smtp.messagesFor("paul@exemple.fr").filter((m) => /Rappel/.test(m.subject))).toEqual([]);
  });

  it("cancels with a CANCEL invitation, frees the slot, and cannot cancel twice", async () => {
    const cancelled = await send<Appointment>("PUT", "/appointment/manage/cancel", { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe("CANCELLED");
    await settleBackgroundWork();
    const last = smtp.messagesFor("ines@exemple.fr").at(-1)!;
    expect(last.subject).toMatch(/annulé/);
    expect(last.raw).toMatch(/method=CANCEL/i);
    expect((await slotsOf(parisDay(new Date(booked.start)), discovery.id)).slots.map((s) => s.start)).toContain(booked.start);
    const again = await send("PUT", "/appointment/manage/cancel", { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Ce rendez-vous est déjà annulé.");
  });

  it("a logged-in customer booking with their verified address is confirmed at once", async () => {
    const { user, token: session } = await createLoggedUser(SITE_69);
    const slot = (await slotsOf(days[4]!, discovery.id)).slots[0]!;
    const answer = await send<Appointment>("POST", `/calendar/${calendar.id}/appointment`, { ...visitor(user.email), serviceId: discovery.id, start: slot.start }, { token: session });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.booked);
    expect(appointmentSchema.parse(answer.body.data)).toMatchObject({ status: "CONFIRMED", confirmBy: null });
    expect((await smtp.waitForMessage(user.email)).subject).toMatch(/Votre rendez-vous est confirmé/);
    // The same session with another address: that one is to confirm.
    const other = (await slotsOf(days[4]!, discovery.id)).slots[0]!;
    const elsewhere = await send<Appointment>("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("quelqu-un@exemple.fr"), serviceId: discovery.id, start: other.start }, { token: session });
    expect(elsewhere.body.data).toMatchObject({ status: "PENDING" });
  });

  it(`an unconfirmed booking is released by its job after ${UNCONFIRMED_HOLD_MINUTES} minutes: the slot is free again, the link refuses, nobody is e-mailed`, async () => {
    const db = await getDb();
    const slot = (await slotsOf(days[5]!, discovery.id)).slots[0]!;
    const before = Date.now();
    const answer = await send<Appointment>("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("oubli@exemple.fr"), serviceId: discovery.id, start: slot.start });
    expect(answer.body.data).toMatchObject({ status: "PENDING" });
    const link = tokenIn((await smtp.waitForMessage("oubli@exemple.fr")).text)!;
    await runDueJobs(db, new Date(before + (UNCONFIRMED_HOLD_MINUTES - 1) * 60_000));
    expect((await send<Appointment>("POST", "/appointment/manage", { token: link })).body.data.status).toBe("PENDING");
    await runDueJobs(db, new Date(before + (UNCONFIRMED_HOLD_MINUTES + 1) * 60_000));
    expect((await send<Appointment>("POST", "/appointment/manage", { token: link })).body.data.status).toBe("CANCELLED");
    expect((await slotsOf(days[5]!, discovery.id)).slots.map((s) => s.start)).toContain(slot.start);
    expect(await send("PUT", "/appointment/manage/confirm", { token: link })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.confirmExpired } });
    await settleBackgroundWork();
    expect(smtp.messagesFor("oubli@exemple.fr").map((m) => m.subject)).toEqual(["Confirmez votre rendez-vous – Élan Coaching"]);
  });

  it("a hold whose time ran out gives its slot to the next booking at once, even before its job runs: one booking among concurrent ones", async () => {
    const db = await getDb();
    const slot = (await slotsOf(days[6]!, discovery.id)).slots[0]!;
    const first = await send<Appointment>("POST", `/calendar/${calendar.id}/appointment`, { ...visitor("lent@exemple.fr"), serviceId: discovery.id, start: slot.start });
    expect(first.status).toBe(201);
    const link = tokenIn((await smtp.waitForMessage("lent@exemple.fr")).text)!;
    // Its time ran out behind the services' back (its job has not run): the slot shows free.
    await db.update(appointments).set({ confirmBy: new Date(Date.now() - 1_000) }).where(eq(appointments.id, first.body.data.id));
    expect((await slotsOf(days[6]!, discovery.id)).slots.map((s) => s.start)).toContain(slot.start);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor(`relais${i}@exemple.fr`), serviceId: discovery.id, start: slot.start })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const holding = await db.select().from(appointments).where(and(eq(appointments.startsAt, new Date(slot.start)), eq(appointments.calendarId, calendar.id)));
    expect(holding.filter((row) => row.status !== "CANCELLED")).toHaveLength(1);
    expect(await send("PUT", "/appointment/manage/confirm", { token: link })).toMatchObject({ status: 409, body: { message: APPOINTMENT_MESSAGES.confirmExpired } });
    await settleBackgroundWork();
  });

  it("limits bookings per client address", async () => {
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Valid input (counted), a slot already taken: no booking written by these calls.
      const answer = await send("POST", `/calendar/${calendar.id}/appointment`, { ...visitor(`limite${i}@exemple.fr`), serviceId: discovery.id, start: new Date(`${days[1]}T02:00:00Z`).toISOString() }, { ip });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
