import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OFFER_HOURS, UNCONFIRMED_HOLD_MINUTES } from "@/lib/domain/booking-holds";
import { getDb } from "@/lib/platform/db/client";
import { jobs, outbox, workshopRegistrations } from "@/lib/platform/db/schema";
import { registerPlatformJobHandlers } from "@/lib/platform/jobs/platform-handlers";
import { runDueJobs } from "@/lib/platform/jobs/run-due-jobs";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { elementSchema } from "@/lib/schemas/content";
import { WORKSHOP_MESSAGES, workshopCancelAnswerSchema, workshopSignUpAnswerSchema } from "@/lib/schemas/workshops";
import { callApi, SITE_70 } from "@/tests/support/api";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";
import { createWorkshop, form, heldSeats, linkToken, memberSignUp, nextEmail, post, rowOf, signUp } from "@/tests/support/workshops";

/**
 * The waiting list and the deadlines of sign-ups: seats freed are offered in line order by e-mail
 * and held for a time; an offer not accepted in time, or an address not confirmed in time, ends
 * through its job (driven here with runDueJobs and a clock of the test's choosing) and the seats
 * go to the next in line. Never more seats held than the workshop has, whatever runs at once.
 */

let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  database = await openTestDatabase();
  registerPlatformJobHandlers();
});
afterAll(async () => {
  await settleBackgroundWork();
  delete process.env.SMTP_URL;
  await database.dispose();
  await smtp.close();
});
beforeEach(() => resetRateLimits());

const CANCEL_PAGE = "/ateliers/annulation";
const CONFIRM_PAGE = "/ateliers/confirmation";
const OFFER_PAGE = "/ateliers/place-proposee";
const minutes = (from: number, n: number) => new Date(from + n * 60_000);

async function seatsOf(elementId: number) {
  return elementSchema.parse((await callApi(`/element/ateliers/${elementId}`)).body.data).registration!;
}

/** Runs the jobs due at `now` (the worker's part), then waits for the e-mails they started. */
async function runJobsAt(now: Date) {
  const summary = await runDueJobs(await getDb(), now);
  await settleBackgroundWork();
  return summary;
}

async function mailKinds(to: string) {
  await settleBackgroundWork();
  const rows = await (await getDb()).select({ kind: outbox.kind }).from(outbox).where(eq(outbox.toAddress, to)).orderBy(outbox.id);
  return rows.map((row) => row.kind);
}

/** The cancel link of a member's sign-up e-mail (their first message). */
async function cancelLinkOf(email: string) {
  return linkToken(await smtp.waitForMessage(email), CANCEL_PAGE);
}

describe("offers to the waiting list", () => {
  it("a seat freed goes in line order to the first group that fits, held for them; they accept and get the .ics", async () => {
    const id = await createWorkshop(3);
    await memberSignUp(id, { seats: 2 });
    const leaving = await memberSignUp(id, { seats: 1 });
    const family = await memberSignUp(id, { seats: 2, name: "Famille Dupuis" });
    const chloe = await memberSignUp(id, { seats: 1, name: "Chloé Durand" });
    expect([family.data.status, chloe.data.status]).toEqual(["WAITING", "WAITING"]);
    const before = Date.now();

    const cancelled = await post("/workshop/registration/cancel", { token: await cancelLinkOf(leaving.email) });
    expect(workshopCancelAnswerSchema.parse(cancelled.body.data)).toEqual({ offered: 1 });
    // The family of two does not fit in one seat: passed over, first in line still; Chloé is offered it.
    expect(await rowOf(family.email)).toMatchObject({ status: "WAITING" });
    const offeredRow = await rowOf(chloe.email);
    expect(offeredRow.status).toBe("OFFERED");
    const holdMs = offeredRow.offerExpiresAt!.getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(OFFER_HOURS * 3_600_000 - 1_000);
    expect(holdMs).toBeLessThan(OFFER_HOURS * 3_600_000 + 60_000);
    expect(await seatsOf(id)).toMatchObject({ taken: 3, left: 0, waiting: 1 });
    // A newcomer finds no seat: the one freed is held for Chloé.
    expect((await signUp(id, form())).body.data).toMatchObject({ status: "WAITING" });

    await smtp.waitForMessage(family.email); // the waiting-list notice
    await smtp.waitForMessage(chloe.email);
    const offer = await smtp.waitForMessage(chloe.email);
    expect(offer.subject).toBe("Une place s'est libérée : « Atelier d'essai 3 places »");
    expect(offer.text).toContain("Bonjour Chloé Durand");
    expect(offer.text).toMatch(/nous vous gardons 1 place jusqu'au \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);
    const token = linkToken(offer, OFFER_PAGE);
    // Site 70 knows no such token.
    expect((await post("/workshop/registration/accept", { token }, { siteId: SITE_70 })).status).toBe(404);

    const accepted = await post("/workshop/registration/accept", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(WORKSHOP_MESSAGES.confirmed);
    expect(workshopSignUpAnswerSchema.parse(accepted.body.data)).toMatchObject({ status: "CONFIRMED", registration: { taken: 3, left: 0 } });
    const row = await rowOf(chloe.email);
    expect(row).toMatchObject({ status: "CONFIRMED", offerExpiresAt: null });
    expect(row.promotedAt).not.toBeNull();
    const confirmation = await smtp.waitForMessage(chloe.email);
    expect(confirmation.subject).toContain("Inscription confirmée");
    expect(confirmation.raw).toMatch(/method=REQUEST/i);
    expect(linkToken(confirmation, CANCEL_PAGE)).toBe(token);
    expect(await post("/workshop/registration/accept", { token })).toMatchObject({ status: 409, body: { message: WORKSHOP_MESSAGES.alreadyAccepted } });
    // Her offer's job finds nothing to do at its time.
    await runJobsAt(minutes(before, OFFER_HOURS * 60 + 1));
    expect(await rowOf(chloe.email)).toMatchObject({ status: "CONFIRMED" });
  });

  it("an offer not accepted in time passes to the next in line through its job; the one who let it lapse is told", async () => {
    const id = await createWorkshop(1);
    const leaving = await memberSignUp(id);
    const first = await memberSignUp(id, { name: "Léa Petit" });
    const second = await memberSignUp(id, { name: "Hugo Lefèvre" });
    const before = Date.now();
    expect((await post("/workshop/registration/cancel", { token: await cancelLinkOf(leaving.email) })).status).toBe(200);
    await smtp.waitForMessage(first.email);
    const firstToken = linkToken(await smtp.waitForMessage(first.email), OFFER_PAGE);
    expect(await rowOf(first.email)).toMatchObject({ status: "OFFERED" });

    // Not yet: its deadline is a day away.
    await runJobsAt(minutes(before, OFFER_HOURS * 60 - 5));
    expect(await rowOf(first.email)).toMatchObject({ status: "OFFERED" });
    expect(await rowOf(second.email)).toMatchObject({ status: "WAITING" });

    await runJobsAt(minutes(before, OFFER_HOURS * 60 + 1));
    expect(await rowOf(first.email)).toMatchObject({ status: "CANCELLED", cancelReason: "OFFER_EXPIRED" });
    expect(await rowOf(second.email)).toMatchObject({ status: "OFFERED" });
    expect(await mailKinds(first.email)).toEqual(["WORKSHOP_WAITING", "WORKSHOP_OFFERED", "WORKSHOP_OFFER_EXPIRED"]);
    expect(await mailKinds(second.email)).toEqual(["WORKSHOP_WAITING", "WORKSHOP_OFFERED"]);
    const lapsed = await post("/workshop/registration/accept", { token: firstToken });
    expect(lapsed).toMatchObject({ status: 409, body: { message: WORKSHOP_MESSAGES.offerExpired } });

    // « Je ne viens pas »: the cancel button of the offer page gives the seat back at once.
    await smtp.waitForMessage(second.email);
    const secondToken = linkToken(await smtp.waitForMessage(second.email), OFFER_PAGE);
    expect((await post("/workshop/registration/cancel", { token: secondToken })).body.data).toEqual({ offered: 0 });
    expect(await seatsOf(id)).toMatchObject({ taken: 0, left: 1, waiting: 0 });
  });

  it("an offer expires sooner when the workshop starts sooner (half the time left)", async () => {
    const start = Date.now() + 10 * 3_600_000;
    const id = await createWorkshop(1, new Date(start));
    const leaving = await memberSignUp(id);
    const waiting = await memberSignUp(id);
    const before = Date.now();
    await post("/workshop/registration/cancel", { token: await cancelLinkOf(leaving.email) });
    const expiresAt = (await rowOf(waiting.email)).offerExpiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + (start - before) / 2 - 1_000);
    expect(expiresAt).toBeLessThan(Date.now() + (start - before) / 2 + 1_000);
  });

  it("an entry whose address is not confirmed is offered nothing; confirmed later, it takes free seats that fit at once", async () => {
    const id = await createWorkshop(2);
    const holder = await memberSignUp(id, { seats: 2 });
    const anonymous = nextEmail();
    expect((await signUp(id, form({ email: anonymous, seats: 1 }))).body.data).toMatchObject({ status: "WAITING", waitingPosition: 1 });
    const confirmed = await memberSignUp(id, { seats: 2 });
    expect((await post("/workshop/registration/cancel", { token: await cancelLinkOf(holder.email) })).body.data).toEqual({ offered: 1 });
    expect(await rowOf(anonymous)).toMatchObject({ status: "WAITING" });
    expect(await rowOf(confirmed.email)).toMatchObject({ status: "OFFERED" });
    // The confirmed member lets it go: two seats free, nobody confirmed fits but… the anonymous one confirms now.
    await smtp.waitForMessage(confirmed.email);
    await post("/workshop/registration/cancel", { token: linkToken(await smtp.waitForMessage(confirmed.email), OFFER_PAGE) });
    expect(await seatsOf(id)).toMatchObject({ taken: 0, left: 2 });
    const confirm = await post("/workshop/registration/confirm", { token: linkToken(await smtp.waitForMessage(anonymous), CONFIRM_PAGE) });
    expect(confirm.status).toBe(200);
    expect(workshopSignUpAnswerSchema.parse(confirm.body.data)).toMatchObject({ status: "CONFIRMED", registration: { taken: 1, left: 1 } });
    expect((await rowOf(anonymous)).promotedAt).not.toBeNull();
  });
});

describe("holds of addresses nobody confirmed", () => {
  it(`are released by their job after ${UNCONFIRMED_HOLD_MINUTES} minutes and the seats go to the waiting list; the link then refuses`, async () => {
    const id = await createWorkshop(2);
    const before = Date.now();
    const pending = nextEmail();
    expect((await signUp(id, form({ email: pending, seats: 2 }))).body.data).toMatchObject({ status: "PENDING" });
    const waiting = await memberSignUp(id, { seats: 2, name: "Léa Petit" });
    expect(waiting.data).toMatchObject({ status: "WAITING" });
    const [job] = await (await getDb()).select().from(jobs).where(and(eq(jobs.kind, "workshop.deadline"), eq(jobs.siteId, 69)));
    expect(job).toBeDefined();

    await runJobsAt(minutes(before, UNCONFIRMED_HOLD_MINUTES - 1));
    expect(await rowOf(pending)).toMatchObject({ status: "PENDING" });

    await runJobsAt(minutes(before, UNCONFIRMED_HOLD_MINUTES + 1));
    expect(await rowOf(pending)).toMatchObject({ status: "CANCELLED", cancelReason: "UNCONFIRMED" });
    expect(await rowOf(waiting.email)).toMatchObject({ status: "OFFERED" });
    expect(await seatsOf(id)).toMatchObject({ taken: 2, left: 0, waiting: 0 });
    // Nothing more to the address nobody confirmed; the offer to the one who waited.
    expect(await mailKinds(pending)).toEqual(["WORKSHOP_ADDRESS_CHECK"]);
    expect(await mailKinds(waiting.email)).toEqual(["WORKSHOP_WAITING", "WORKSHOP_OFFERED"]);
    const late = await post("/workshop/registration/confirm", { token: linkToken(await smtp.waitForMessage(pending), CONFIRM_PAGE) });
    expect(late).toMatchObject({ status: 409, body: { message: WORKSHOP_MESSAGES.confirmExpired } });
    // The address may sign up again.
    expect((await signUp(id, form({ email: pending }))).body.data).toMatchObject({ status: "WAITING" });
  });

  it("a lapsed hold is ended by the next change of the workshop even before its job runs (the confirmation link refuses)", async () => {
    const id = await createWorkshop(1);
    const pending = nextEmail();
    await signUp(id, form({ email: pending }));
    const token = linkToken(await smtp.waitForMessage(pending), CONFIRM_PAGE);
    // Its deadline moved into the past behind the services' back: the next sign-up settles the workshop first.
    await (await getDb()).update(workshopRegistrations).set({ confirmBy: new Date(Date.now() - 1_000) }).where(eq(workshopRegistrations.email, pending));
    expect((await signUp(id, form())).body.data).toMatchObject({ status: "PENDING" });
    expect(await rowOf(pending)).toMatchObject({ status: "CANCELLED", cancelReason: "UNCONFIRMED" });
    expect((await post("/workshop/registration/confirm", { token })).status).toBe(409);
  });
});

describe("no overselling when everything happens at once", () => {
  it("cancellations, sign-ups, confirmations and acceptances at once never hold more seats than the workshop has, and offers follow the line", async () => {
    const capacity = 4;
    const id = await createWorkshop(capacity);
    const seated = [];
    for (let i = 0; i < capacity; i += 1) seated.push(await memberSignUp(id));
    const line = [];
    for (let i = 0; i < 6; i += 1) line.push(await memberSignUp(id));
    expect(line.map((entry) => entry.data.status)).toEqual(Array(6).fill("WAITING"));
    const tokens = await Promise.all(seated.map((entry) => cancelLinkOf(entry.email)));

    // Three leave while ten newcomers sign up: the freed seats go to the line, not to the newcomers.
    const newcomers = Array.from({ length: 10 }, () => nextEmail());
    const first = await Promise.all([
      ...tokens.slice(0, 3).map((token) => post("/workshop/registration/cancel", { token })),
      ...newcomers.map((email) => signUp(id, form({ email }))),
    ]);
    expect(first.map((answer) => answer.status)).toEqual([...Array(3).fill(200), ...Array(10).fill(201)]);
    expect(first.slice(3).map((answer) => (answer.body.data as { status: string }).status)).toEqual(Array(10).fill("WAITING"));
    expect(await heldSeats(id)).toBe(capacity);
    const statuses = async (entries: { email: string }[]) => Promise.all(entries.map(async (entry) => (await rowOf(entry.email)).status));
    expect(await statuses(line)).toEqual(["OFFERED", "OFFERED", "OFFERED", "WAITING", "WAITING", "WAITING"]);

    // The three offers are accepted while the last seated one leaves and the newcomers confirm their addresses.
    await settleBackgroundWork();
    const offerTokens = await Promise.all(
      line.slice(0, 3).map(async (entry) => {
        await smtp.waitForMessage(entry.email);
        return linkToken(await smtp.waitForMessage(entry.email), OFFER_PAGE);
      }),
    );
    const confirmTokens = await Promise.all(newcomers.map(async (email) => linkToken(await smtp.waitForMessage(email), CONFIRM_PAGE)));
    const second = await Promise.all([
      ...offerTokens.map((token) => post("/workshop/registration/accept", { token })),
      post("/workshop/registration/cancel", { token: tokens[3]! }),
      ...confirmTokens.map((token) => post("/workshop/registration/confirm", { token })),
    ]);
    expect(second.map((answer) => answer.status)).toEqual(Array(14).fill(200));
    expect(await heldSeats(id)).toBe(capacity);
    expect(await statuses(line)).toEqual(["CONFIRMED", "CONFIRMED", "CONFIRMED", "OFFERED", "WAITING", "WAITING"]);
    // The newcomers now count in the line, behind: none got a seat.
    const rows = await (await getDb()).select({ status: workshopRegistrations.status }).from(workshopRegistrations).where(inArray(workshopRegistrations.email, newcomers));
    expect(rows.map((row) => row.status)).toEqual(Array(10).fill("WAITING"));
  });

  it("the deadline job racing with the confirmations: each hold ends one way only, never more seats than exist", async () => {
    const capacity = 5;
    const id = await createWorkshop(capacity);
    const before = Date.now();
    const pending = Array.from({ length: capacity }, () => nextEmail());
    for (const email of pending) expect((await signUp(id, form({ email }))).body.data).toMatchObject({ status: "PENDING" });
    const waiting = [];
    for (let i = 0; i < 3; i += 1) waiting.push(await memberSignUp(id));
    const tokens = await Promise.all(pending.map(async (email) => linkToken(await smtp.waitForMessage(email), CONFIRM_PAGE)));

    // The worker runs the deadlines (its clock past them) while the visitors press « Confirmer » (theirs before).
    const [answers, summary] = await Promise.all([
      Promise.all(tokens.map((token) => post("/workshop/registration/confirm", { token }))),
      runJobsAt(minutes(before, UNCONFIRMED_HOLD_MINUTES + 1)),
    ]);
    expect(summary.done).toBeGreaterThanOrEqual(capacity);
    const outcome = await Promise.all(pending.map(async (email) => (await rowOf(email)).status));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status === 200 ? "CONFIRMED" : "CANCELLED", `${answer.status} ${answer.body.message}`).toBe(outcome[i]);
    }
    const released = outcome.filter((status) => status === "CANCELLED").length;
    expect(await statusesOf(waiting)).toEqual([...Array(Math.min(released, 3)).fill("OFFERED"), ...Array(3 - Math.min(released, 3)).fill("WAITING")]);
    expect(await heldSeats(id)).toBe(capacity - Math.max(0, released - 3));
  });
});

async function statusesOf(entries: { email: string }[]) {
  return Promise.all(entries.map(async (entry) => (await rowOf(entry.email)).status));
}
