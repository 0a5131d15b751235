import { and, count, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNCONFIRMED_HOLD_MINUTES } from "@/lib/domain/booking-holds";
import { getDb } from "@/lib/platform/db/client";
import { elements, outbox, users, workshopRegistrations } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { WORKSHOP_LIMITS } from "@/lib/platform/routes/workshops";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { workshopSeatsChanged } from "@/lib/platform/services/workshop-seats";
import { elementListSchema, elementSchema, type ElementItem } from "@/lib/schemas/content";
import {
  WORKSHOP_MESSAGES,
  workshopCancelAnswerSchema,
  workshopRegistrationViewSchema,
  workshopSignUpAnswerSchema,
} from "@/lib/schemas/workshops";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";
import { createWorkshop, form, linkToken, member, memberSignUp, nextEmail, post, rowOf, signUp } from "@/tests/support/workshops";

let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let workshops: ElementItem[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  database = await openTestDatabase();
  workshops = elementListSchema.parse((await callApi("/element/ateliers")).body.data).items;
});
afterAll(async () => {
  await settleBackgroundWork();
  delete process.env.SMTP_URL;
  await database.dispose();
  await smtp.close();
});
beforeEach(() => resetRateLimits());

const workshop = (slug: string) => workshops.find((w) => w.slug === slug)!;
const STRESS = "apprivoiser-son-stress-au-quotidien";
const RECONVERSION = "reussir-sa-reconversion-professionnelle";
const PARENTS = "parents-accompagner-la-confiance-en-soi-de-son-enfant";
const CANCEL_PAGE = "/ateliers/annulation";
const CONFIRM_PAGE = "/ateliers/confirmation";

async function registrationRows() {
  return (await (await getDb()).select({ n: count() }).from(workshopRegistrations))[0]!.n;
}

async function seatsOf(elementId: number) {
  return elementSchema.parse((await callApi(`/element/ateliers/${elementId}`)).body.data).registration!;
}

describe("seats in GET /element/ateliers", () => {
  it("the list and the detail give capacity, seats taken and left (seeded sign-ups)", async () => {
    expect(workshop(STRESS).registration).toEqual({ capacity: 10, taken: 7, left: 3, waiting: 0, isOpen: true });
    expect(workshop(RECONVERSION).registration).toMatchObject({ capacity: 8, taken: 6, left: 2 });
    expect(await seatsOf(workshop(PARENTS).id)).toMatchObject({ capacity: 20, taken: 5, left: 15 });
  });

  it("other element lists carry no seats", async () => {
    const links = elementListSchema.parse((await callApi("/element/link-footer")).body.data).items;
    expect(links.every((item) => item.registration === undefined)).toBe(true);
  });
});

describe("seats shown in the list between writes", () => {
  it("are kept between writes and follow each sign-up and cancellation at once", async () => {
    const id = await createWorkshop(3);
    invalidateTags(cacheTags.content(SITE_69)); // the workshop was written straight into the table
    const listed = async () => elementListSchema.parse((await callApi("/element/ateliers")).body.data).items.find((w) => w.id === id)!.registration;
    expect(await listed()).toMatchObject({ taken: 0, left: 3 });

    // A row written behind the services' back is not counted until told: the counts are cached.
    await (await getDb()).insert(workshopRegistrations).values({ siteId: SITE_69, elementId: id, name: "Hors service", email: nextEmail(), phone: "0601020304", seats: 1, status: "CONFIRMED", cancelTokenHash: "x".repeat(64) });
    expect(await listed()).toMatchObject({ taken: 0, left: 3 });
    workshopSeatsChanged(SITE_69);
    expect(await listed()).toMatchObject({ taken: 1, left: 2 });

    // Seats held for an address to confirm count as taken as soon as they are held.
    const email = nextEmail();
    expect((await signUp(id, form({ email, seats: 2 }))).body.data).toMatchObject({ status: "PENDING" });
    expect(await listed()).toMatchObject({ taken: 3, left: 0 });
    const cancel = await post("/workshop/registration/cancel", { token: linkToken(await smtp.waitForMessage(email), CONFIRM_PAGE) });
    expect(cancel.status).toBe(200);
    expect(await listed()).toMatchObject({ taken: 1, left: 2 });
  });
});

describe("POST /element/ateliers/{id}/register", () => {
  it("a logged-in customer signing up with their verified address: seats confirmed at once, the confirmation e-mailed with the .ics", async () => {
    const id = await createWorkshop(6);
    const who = await member();
    const response = await signUp(id, form({ email: who.email.toUpperCase(), seats: 2, name: "Inès Martin" }), { token: who.token });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(WORKSHOP_MESSAGES.confirmed);
    const answer = workshopSignUpAnswerSchema.parse(response.body.data);
    expect(answer).toEqual({ status: "CONFIRMED", seats: 2, waitingPosition: null, confirmBy: null, registration: { capacity: 6, taken: 2, left: 4, waiting: 0, isOpen: true } });
    expect(await seatsOf(id)).toMatchObject({ taken: 2, left: 4 });

    const mail = await smtp.waitForMessage(who.email);
    expect(mail.subject).toContain("Inscription confirmée");
    expect(mail.text).toContain("Bonjour Inès Martin");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.raw).toMatch(/filename=(3D)?"?atelier\.ics/);
    // Only the hash of the cancel token is stored; the outbox copy of a delivered message masks it.
    const token = linkToken(mail, CANCEL_PAGE);
    const row = await rowOf(who.email);
    expect(row).toMatchObject({ status: "CONFIRMED", seats: 2, name: "Inès Martin", confirmBy: null, cancelTokenHash: hashSessionToken(token) });
    await settleBackgroundWork();
    const [copy] = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, who.email));
    expect(copy!.text).not.toContain(token);
    expect(copy!.attachments[0]!.content).toContain("BEGIN:VEVENT");
    expect(copy!.attachments[0]!.content).toContain("DTSTART:");
  });

  it("from an address nobody confirmed: the seats are held for a short time, and only a neutral e-mail leaves until the link is used", async () => {
    const id = await createWorkshop(6);
    const email = nextEmail();
    const before = Date.now();
    const response = await signUp(id, form({ email, seats: 2, name: "Inès Martin", phone: "07 98 76 54 32" }));
    expect(response.status).toBe(201);
    const answer = workshopSignUpAnswerSchema.parse(response.body.data);
    expect(answer).toMatchObject({ status: "PENDING", seats: 2, waitingPosition: null, registration: { taken: 2, left: 4 } });
    const holdMs = new Date(answer.confirmBy!).getTime() - before;
    expect(holdMs).toBeGreaterThanOrEqual(UNCONFIRMED_HOLD_MINUTES * 60_000 - 1_000);
    expect(holdMs).toBeLessThanOrEqual(UNCONFIRMED_HOLD_MINUTES * 60_000 + 60_000);
    expect(response.body.message).toBe(WORKSHOP_MESSAGES.pending(answer.confirmBy!));

    const check = await smtp.waitForMessage(email);
    expect(check.subject).toBe("Confirmez votre inscription – Élan Coaching");
    expect(check.text).toContain(`l'atelier « Atelier d'essai 6 places »`);
    expect(`${check.text} ${check.html}`).not.toMatch(/Inès|Martin|07 98 76 54 32/);
    expect(check.raw).not.toMatch(/text\/calendar/i);
    const token = linkToken(check, CONFIRM_PAGE);
    expect(await rowOf(email)).toMatchObject({ status: "PENDING", confirmBy: new Date(answer.confirmBy!), cancelTokenHash: hashSessionToken(token) });

    // The page of the link shows nothing the visitor typed.
    const view = workshopRegistrationViewSchema.parse((await post("/workshop/registration", { token })).body.data);
    expect(view).toMatchObject({ name: null, seats: 2, status: "PENDING", addressConfirmed: false, confirmBy: answer.confirmBy });
    // A token of site 69 means nothing on site 70.
    expect((await post("/workshop/registration/confirm", { token }, { siteId: SITE_70 })).status).toBe(404);

    const confirmed = await post("/workshop/registration/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(WORKSHOP_MESSAGES.confirmed);
    expect(workshopSignUpAnswerSchema.parse(confirmed.body.data)).toMatchObject({ status: "CONFIRMED", confirmBy: null, registration: { taken: 2, left: 4 } });
    expect(await rowOf(email)).toMatchObject({ status: "CONFIRMED", confirmBy: null });
    // Now the usual e-mail, with the name, the invitation and the cancel link (the same token).
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toContain("Inscription confirmée");
    expect(mail.text).toContain("Bonjour Inès Martin");
    expect(mail.raw).toMatch(/method=REQUEST/i);
    expect(linkToken(mail, CANCEL_PAGE)).toBe(token);
    expect((await post("/workshop/registration", { token })).body.data).toMatchObject({ name: "Inès Martin", addressConfirmed: true, confirmBy: null });
    const again = await post("/workshop/registration/confirm", { token });
    expect(again).toMatchObject({ status: 409, body: { message: WORKSHOP_MESSAGES.alreadyConfirmed } });
  });

  it("the e-mails to an address nobody confirmed carry no text the visitor wrote, for seats or the waiting list", async () => {
    const id = await createWorkshop(1);
    const bait = "Votre compte sera suspendu : confirmez sur https://evil.example/verif";
    const seats = nextEmail();
    const waiting = nextEmail();
    expect((await signUp(id, form({ email: seats, name: bait }))).body.data).toMatchObject({ status: "PENDING" });
    const queued = await signUp(id, form({ email: waiting, name: bait }));
    expect(queued.body.data).toMatchObject({ status: "WAITING", waitingPosition: 1, confirmBy: expect.any(String) });
    expect(queued.body.message).toContain(WORKSHOP_MESSAGES.waiting);
    for (const [to, subject] of [
      [seats, "Confirmez votre inscription"],
      [waiting, "Confirmez votre demande de liste d'attente"],
    ] as const) {
      const mail = await smtp.waitForMessage(to);
      expect(mail.subject).toContain(subject);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/evil\.example|suspendu|Camille|06 12 34 56 78/);
      expect(mail.text).toContain("Atelier d'essai 1 places");
    }
    await settleBackgroundWork();
    const kinds = await (await getDb()).select({ kind: outbox.kind }).from(outbox).where(eq(outbox.toAddress, waiting));
    expect(kinds.map((row) => row.kind)).toEqual(["WORKSHOP_ADDRESS_CHECK"]);
  });

  it("a session of another address, or an address not verified, confirms nothing: the e-mailed link does", async () => {
    const id = await createWorkshop(10);
    const who = await member();
    expect((await signUp(id, form(), { token: who.token })).body.data).toMatchObject({ status: "PENDING" });
    const unverified = await createLoggedUser(SITE_69);
    await (await getDb()).update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.user.id));
    expect((await signUp(id, form({ email: unverified.user.email }), { token: unverified.token })).body.data).toMatchObject({ status: "PENDING" });
    // With the session's own address, it is confirmed at once.
    expect((await signUp(await createWorkshop(3), form({ email: who.email }), { token: who.token })).body.data).toMatchObject({ status: "CONFIRMED" });
  });

  it("refuses a second sign-up of the same address for the same workshop (409), whatever the case", async () => {
    const id = await createWorkshop(10);
    const email = nextEmail();
    expect((await signUp(id, form({ email }))).status).toBe(201);
    const before = await registrationRows();
    const again = await signUp(id, form({ email: ` ${email.toUpperCase()} `, name: "Autre nom" }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: WORKSHOP_MESSAGES.alreadyRegistered });
    expect(await registrationRows()).toBe(before);
    // Another workshop with the same address is fine.
    expect((await signUp(await createWorkshop(3), form({ email }))).status).toBe(201);
  });

  it("when full: the waiting list, in order, with the position in the answer and the e-mail", async () => {
    const id = await createWorkshop(3);
    expect((await memberSignUp(id, { seats: 3 })).data).toMatchObject({ status: "CONFIRMED" });
    const first = await member();
    const waiting = await signUp(id, form({ email: first.email }), { token: first.token });
    expect(waiting.status).toBe(201);
    expect(waiting.body.message).toBe(WORKSHOP_MESSAGES.waiting);
    expect(workshopSignUpAnswerSchema.parse(waiting.body.data)).toMatchObject({ status: "WAITING", waitingPosition: 1, confirmBy: null, registration: { left: 0, waiting: 1 } });
    expect((await memberSignUp(id)).data).toMatchObject({ status: "WAITING", waitingPosition: 2 });
    const mail = await smtp.waitForMessage(first.email);
    expect(mail.subject).toContain("Liste d'attente");
    expect(mail.text).toContain("position 1");
    // No seat, no invitation.
    expect(mail.raw).not.toMatch(/text\/calendar/i);
  });

  it("the audit's case: 8 seats, 6 taken, a group of 3 waits (« il reste 2 places ») and a later sign-up for 1 seat is CONFIRMED", async () => {
    const id = await createWorkshop(8);
    await memberSignUp(id, { seats: 4 });
    await memberSignUp(id, { seats: 2 });
    const group = await memberSignUp(id, { seats: 3, name: "Groupe Bloquant" });
    expect(group.data).toMatchObject({ status: "WAITING", waitingPosition: 1 });
    expect(group.message).toBe(WORKSHOP_MESSAGES.waitingTooMany(2, 3));
    expect(group.message).toContain("Il reste 2 places, pas assez pour 3 places");
    const serious = await memberSignUp(id, { seats: 1, name: "Client Sérieux" });
    expect(serious.data).toMatchObject({ status: "CONFIRMED", waitingPosition: null });
    expect(await seatsOf(id)).toMatchObject({ capacity: 8, taken: 7, left: 1, waiting: 1 });
    // And the last seat: to a newcomer who fits, from an address still to confirm (held meanwhile).
    expect((await signUp(id, form({ seats: 1 }))).body.data).toMatchObject({ status: "PENDING" });
    expect((await signUp(id, form({ seats: 1 }))).body.data).toMatchObject({ status: "WAITING", waitingPosition: 2 });
  });

  it("20 concurrent sign-ups for the last seat give exactly one seat (held for its address to confirm)", async () => {
    const id = await createWorkshop(5);
    expect((await signUp(id, form({ seats: 4 }))).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(id, form())));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const statuses = answers.map((a) => workshopSignUpAnswerSchema.parse(a.body.data).status);
    expect(statuses.filter((s) => s === "PENDING")).toHaveLength(1);
    expect(statuses.filter((s) => s === "WAITING")).toHaveLength(19);
    // The waiting positions are 1..19, each once.
    const positions = answers.map((a) => workshopSignUpAnswerSchema.parse(a.body.data).waitingPosition).filter((p) => p !== null);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const [taken] = await (await getDb())
      .select({ seats: sum(workshopRegistrations.seats) })
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.elementId, id), eq(workshopRegistrations.status, "PENDING")));
    expect(Number(taken!.seats)).toBe(5);
  });

  it("20 concurrent sign-ups with one address give one sign-up; the others 409 (or 429 past the per-address limit)", async () => {
    const id = await createWorkshop(30);
    const email = nextEmail();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(id, form({ email }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(WORKSHOP_LIMITS.signUpPerEmail - 1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - WORKSHOP_LIMITS.signUpPerEmail);
    const [rows] = await (await getDb()).select({ n: count() }).from(workshopRegistrations).where(eq(workshopRegistrations.email, email));
    expect(rows!.n).toBe(1);
  });

  it.each([
    ["no name", { name: "  " }, "name", WORKSHOP_MESSAGES.nameRequired],
    ["a bad e-mail", { email: "camille@" }, "email", "L'adresse e-mail n'est pas valide."],
    ["no phone", { phone: "" }, "phone", WORKSHOP_MESSAGES.phoneRequired],
    ["a bad phone", { phone: "12" }, "phone", "Le numéro de téléphone n'est pas valide."],
    ["0 seats", { seats: 0 }, "seats", WORKSHOP_MESSAGES.seatsMin],
    ["1.5 seats", { seats: 1.5 }, "seats", WORKSHOP_MESSAGES.seatsInvalid],
    ["seats as text", { seats: "2" }, "seats", WORKSHOP_MESSAGES.seatsInvalid],
    // Site 69's « workshop-booking » config allows 4 seats per sign-up.
    ["5 seats", { seats: 5 }, "seats", WORKSHOP_MESSAGES.seatsMax(4)],
  ])("%s → 422 with the French message on the field, nothing written", async (_label, override, field, message) => {
    const before = await registrationRows();
    const response = await signUp(workshop(PARENTS).id, { ...form(), ...override });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect((response.body.data as Record<string, string[]>)[field]).toContain(message);
    expect(await registrationRows()).toBe(before);
  });

  it("more seats than the workshop has → 422; malformed bodies → 422 / 415; nothing written", async () => {
    const before = await registrationRows();
    const small = await createWorkshop(2);
    const tooMany = await signUp(small, form({ seats: 3 }));
    expect(tooMany.status).toBe(422);
    expect((tooMany.body.data as Record<string, string[]>).seats).toEqual([WORKSHOP_MESSAGES.moreThanCapacity(2)]);
    expect((await signUp(small, null, { raw: "{pas du json" })).status).toBe(422);
    expect((await signUp(small, null, { raw: "name=a", contentType: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post("/element/ateliers/abc/register", form())).status).toBe(422);
    expect(await registrationRows()).toBe(before);
  });

  it("isolation: a workshop of site 69 is a 404 through site 70, nothing written", async () => {
    const before = await registrationRows();
    const response = await signUp(workshop(STRESS).id, form(), { siteId: SITE_70 });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(WORKSHOP_MESSAGES.notFound);
    expect((await callApi(`/element/ateliers/${workshop(STRESS).id}`, { siteId: SITE_70 })).status).toBe(404);
    expect(await registrationRows()).toBe(before);
  });

  it("unknown workshop, another list's element, a workshop without capacity or already held → 404 / 409", async () => {
    expect((await signUp(999_999, form())).status).toBe(404);
    const link = elementListSchema.parse((await callApi("/element/link-footer")).body.data).items[0]!;
    expect((await post(`/element/link-footer/${link.id}/register`, form())).status).toBe(404);
    const [noSeats] = await (await getDb())
      .insert(elements)
      .values({ siteId: SITE_69, route: "ateliers", title: "Sur demande", slug: "sur-demande", data: {} })
      .returning({ id: elements.id });
    const closed = await signUp(noSeats!.id, form());
    expect(closed).toMatchObject({ status: 409, body: { message: WORKSHOP_MESSAGES.notOpen } });
    const past = await signUp(await createWorkshop(5, new Date(Date.now() - 86_400_000)), form());
    expect(past).toMatchObject({ status: 409, body: { message: WORKSHOP_MESSAGES.past } });
  });

  it(`limits sign-ups to ${WORKSHOP_LIMITS.signUpPerIp} per client address per hour (429)`, async () => {
    const id = await createWorkshop(50);
    const ip = "203.0.113.77";
    for (let i = 0; i < WORKSHOP_LIMITS.signUpPerIp; i += 1) expect((await signUp(id, form(), { ip })).status).toBe(201);
    const refused = await signUp(id, form(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("cancel link", () => {
  it("shows the sign-up, cancels it, offers the seats to the first of the waiting list who fits, and e-mails both", async () => {
    const id = await createWorkshop(2);
    const holder = await memberSignUp(id, { seats: 2 });
    const first = await memberSignUp(id, { seats: 2, name: "Léa Petit" });
    await memberSignUp(id, { seats: 1 });
    const token = linkToken(await smtp.waitForMessage(holder.email), CANCEL_PAGE);
    const waitingToken = linkToken(await smtp.waitForMessage(first.email), CANCEL_PAGE);

    const view = await post("/workshop/registration", { token });
    expect(view.status).toBe(200);
    expect(workshopRegistrationViewSchema.parse(view.body.data)).toMatchObject({ seats: 2, status: "CONFIRMED", addressConfirmed: true, workshopPath: expect.stringMatching(new RegExp(`/${id}$`)) });
    // The token of site 69 means nothing on site 70.
    expect((await post("/workshop/registration/cancel", { token }, { siteId: SITE_70 })).status).toBe(404);

    const cancel = await post("/workshop/registration/cancel", { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe(WORKSHOP_MESSAGES.cancelled);
    expect(workshopCancelAnswerSchema.parse(cancel.body.data)).toEqual({ offered: 1 });
    // The two seats are held for Léa (offered), the one-seat sign-up keeps waiting.
    expect(await seatsOf(id)).toMatchObject({ taken: 2, left: 0, waiting: 1 });

    const cancelled = await smtp.waitForMessage(holder.email);
    expect(cancelled.subject).toContain("Inscription annulée");
    expect(cancelled.raw).toMatch(/method=CANCEL/i);
    const offer = await smtp.waitForMessage(first.email);
    expect(offer.subject).toContain("Des places se sont libérées");
    expect(offer.text).toContain("Bonjour Léa Petit");
    expect(offer.raw).not.toMatch(/text\/calendar/i);
    // The offer's own link; the waiting-list link was replaced; the spent one is dead.
    const offerToken = linkToken(offer, "/ateliers/place-proposee");
    expect(offerToken).not.toBe(waitingToken);
    expect((await post("/workshop/registration", { token: waitingToken })).status).toBe(404);
    expect((await post("/workshop/registration", { token: offerToken })).body.data).toMatchObject({ status: "OFFERED", offerExpiresAt: expect.any(String) });
    const again = await post("/workshop/registration/cancel", { token });
    expect(again).toMatchObject({ status: 404, body: { message: WORKSHOP_MESSAGES.linkInvalid } });
    // The address can sign up again once cancelled: behind the one still waiting.
    const back = await signUp(id, form({ email: holder.email }), { token: holder.token });
    expect(back.body.data).toMatchObject({ status: "WAITING", waitingPosition: 2 });
  });

  it("an address nobody confirmed gets nothing when its request is cancelled", async () => {
    const id = await createWorkshop(4);
    const email = nextEmail();
    await signUp(id, form({ email }));
    const token = linkToken(await smtp.waitForMessage(email), CONFIRM_PAGE);
    expect((await post("/workshop/registration/cancel", { token })).status).toBe(200);
    await settleBackgroundWork();
    const kinds = await (await getDb()).select({ kind: outbox.kind }).from(outbox).where(eq(outbox.toAddress, email));
    expect(kinds.map((row) => row.kind)).toEqual(["WORKSHOP_ADDRESS_CHECK"]);
    expect(await seatsOf(id)).toMatchObject({ taken: 0, left: 4 });
  });

  it("bad tokens → 422 / 404, nothing changes", async () => {
    for (const path of ["/workshop/registration/cancel", "/workshop/registration/confirm", "/workshop/registration/accept"]) {
      expect((await post(path, {})).status).toBe(422);
      expect((await post(path, { token: "x".repeat(201) })).status).toBe(422);
      expect((await post(path, { token: "inconnu" })).status).toBe(404);
    }
    expect((await post("/workshop/registration/confirm", { token: "inconnu" })).body.message).toBe(WORKSHOP_MESSAGES.confirmLinkInvalid);
    expect((await post("/workshop/registration/accept", { token: "inconnu" })).body.message).toBe(WORKSHOP_MESSAGES.offerLinkInvalid);
  });
});
