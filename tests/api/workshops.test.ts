import { and, count, eq, sum } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getDb } from "@/lib/platform/db/client";
import { elements, outbox, workshopRegistrations } from "@/lib/platform/db/schema";
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
  type WorkshopSignUpInput,
} from "@/lib/schemas/workshops";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

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

let ipCounter = 0;
let emailCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;
const nextEmail = () => `participant${(emailCounter += 1)}@exemple.fr`;
const workshop = (slug: string) => workshops.find((w) => w.slug === slug)!;
const STRESS = "apprivoiser-son-stress-au-quotidien";
const RECONVERSION = "reussir-sa-reconversion-professionnelle";
const PARENTS = "parents-accompagner-la-confiance-en-soi-de-son-enfant";

function post(path: string, body: unknown, options: { siteId?: number; ip?: string; raw?: string; contentType?: string } = {}) {
  return callApi<unknown>(path, {
    siteId: options.siteId ?? SITE_69,
    method: "POST",
    body: options.raw ?? JSON.stringify(body),
    headers: { "Content-Type": options.contentType ?? "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
}

const form = (overrides: Partial<WorkshopSignUpInput> = {}): WorkshopSignUpInput => ({
  name: "Camille Durand",
  email: nextEmail(),
  phone: "06 12 34 56 78",
  seats: 1,
  ...overrides,
});
const signUp = (elementId: number, body: unknown, options: Parameters<typeof post>[2] = {}) => post(`/element/ateliers/${elementId}/register`, body, options);

async function registrationRows() {
  return (await (await getDb()).select({ n: count() }).from(workshopRegistrations))[0]!.n;
}

async function seatsOf(elementId: number) {
  return elementSchema.parse((await callApi(`/element/ateliers/${elementId}`)).body.data).registration!;
}

function cancelToken(mail: ReceivedMail): string {
  const match = /\/ateliers\/annulation\/([A-Za-z0-9_-]{20,})/.exec(mail.text);
  if (!match) throw new Error(`No cancel link in: ${mail.text}`);
  return match[1]!;
}

/** A workshop of site 69 made for one test: its own capacity, starting in a week unless told. */
async function createWorkshop(seats: number, startsAt = new Date(Date.now() + 7 * 86_400_000)) {
  const [row] = await (await getDb())
    .insert(elements)
    .values({
      siteId: SITE_69,
      route: "ateliers",
      title: `Atelier d'essai ${seats} places`,
      slug: `atelier-essai-${seats}-${Date.now()}`,
      data: { seats, startsAt: startsAt.toISOString(), durationMinutes: 90, location: "Salle Bellecour, Lyon" },
    })
    .returning({ id: elements.id });
  return row!.id;
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

    const email = nextEmail();
    expect((await signUp(id, form({ email, seats: 2 }))).status).toBe(201);
    expect(await listed()).toMatchObject({ taken: 3, left: 0 });
    const cancel = await post("/workshop/registration/cancel", { token: cancelToken(await smtp.waitForMessage(email)) });
    expect(cancel.status).toBe(200);
    expect(await listed()).toMatchObject({ taken: 1, left: 2 });
  });
});

describe("POST /element/ateliers/{id}/register", () => {
  it("confirms a seat, answers the seats left and e-mails the confirmation with the .ics invitation", async () => {
    const id = await createWorkshop(6);
    const email = nextEmail();
    const response = await signUp(id, form({ email: email.toUpperCase(), seats: 2, name: "Inès Martin" }));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(WORKSHOP_MESSAGES.confirmed);
    const answer = workshopSignUpAnswerSchema.parse(response.body.data);
    expect(answer).toEqual({ status: "CONFIRMED", seats: 2, waitingPosition: null, registration: { capacity: 6, taken: 2, left: 4, waiting: 0, isOpen: true } });
    expect(await seatsOf(id)).toMatchObject({ taken: 2, left: 4 });

    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toContain("Inscription confirmée");
    expect(mail.text).toContain("Bonjour Inès Martin");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.raw).toMatch(/filename=(3D)?"?atelier\.ics/);
    // Only the hash of the cancel token is stored; the outbox copy of a delivered message masks it.
    const token = cancelToken(mail);
    const [row] = await (await getDb()).select().from(workshopRegistrations).where(eq(workshopRegistrations.email, email));
    expect(row).toMatchObject({ status: "CONFIRMED", seats: 2, name: "Inès Martin", cancelTokenHash: hashSessionToken(token) });
    await settleBackgroundWork();
    const [copy] = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, email));
    expect(copy!.text).not.toContain(token);
    expect(copy!.attachments[0]!.content).toContain("BEGIN:VEVENT");
    expect(copy!.attachments[0]!.content).toContain("DTSTART:");
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
    expect((await signUp(id, form({ seats: 3 }))).body.data).toMatchObject({ status: "CONFIRMED" });
    const first = nextEmail();
    const waiting = await signUp(id, form({ email: first }));
    expect(waiting.status).toBe(201);
    expect(waiting.body.message).toBe(WORKSHOP_MESSAGES.waiting);
    expect(workshopSignUpAnswerSchema.parse(waiting.body.data)).toMatchObject({ status: "WAITING", waitingPosition: 1, registration: { left: 0, waiting: 1 } });
    expect((await signUp(id, form())).body.data).toMatchObject({ status: "WAITING", waitingPosition: 2 });
    const mail = await smtp.waitForMessage(first);
    expect(mail.subject).toContain("Liste d'attente");
    expect(mail.text).toContain("position 1");
    // No seat, no invitation.
    expect(mail.raw).not.toMatch(/text\/calendar/i);
  });

  it("nobody overtakes the waiting list: a small group waits behind a bigger one", async () => {
    const id = await createWorkshop(4);
    await signUp(id, form({ seats: 3 }));
    expect((await signUp(id, form({ seats: 2 }))).body.data).toMatchObject({ status: "WAITING" });
    expect((await signUp(id, form({ seats: 1 }))).body.data).toMatchObject({ status: "WAITING", waitingPosition: 2 });
  });

  it("20 concurrent sign-ups for the last seat give exactly one seat", async () => {
    const id = await createWorkshop(5);
    expect((await signUp(id, form({ seats: 4 }))).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(id, form())));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const statuses = answers.map((a) => workshopSignUpAnswerSchema.parse(a.body.data).status);
    expect(statuses.filter((s) => s === "CONFIRMED")).toHaveLength(1);
    expect(statuses.filter((s) => s === "WAITING")).toHaveLength(19);
    // The waiting positions are 1..19, each once.
    const positions = answers.map((a) => workshopSignUpAnswerSchema.parse(a.body.data).waitingPosition).filter((p) => p !== null);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const [taken] = await (await getDb())
      .select({ seats: sum(workshopRegistrations.seats) })
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.elementId, id), eq(workshopRegistrations.status, "CONFIRMED")));
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
  it("shows the sign-up, cancels it, promotes the first of the waiting list and e-mails both", async () => {
    const id = await createWorkshop(2);
    const holder = nextEmail();
    await signUp(id, form({ email: holder, seats: 2 }));
    const first = nextEmail();
    const second = nextEmail();
    await signUp(id, form({ email: first, seats: 2, name: "Léa Petit" }));
    await signUp(id, form({ email: second }));
    const token = cancelToken(await smtp.waitForMessage(holder));
    const waitingToken = cancelToken(await smtp.waitForMessage(first));

    const view = await post("/workshop/registration", { token });
    expect(view.status).toBe(200);
    expect(workshopRegistrationViewSchema.parse(view.body.data)).toMatchObject({ seats: 2, status: "CONFIRMED", workshopPath: expect.stringMatching(new RegExp(`/${id}$`)) });
    // The token of site 69 means nothing on site 70.
    expect((await post("/workshop/registration/cancel", { token }, { siteId: SITE_70 })).status).toBe(404);

    const cancel = await post("/workshop/registration/cancel", { token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe(WORKSHOP_MESSAGES.cancelled);
    expect(workshopCancelAnswerSchema.parse(cancel.body.data)).toEqual({ promoted: 1 });
    expect(await seatsOf(id)).toMatchObject({ taken: 2, left: 0, waiting: 1 });

    const cancelled = await smtp.waitForMessage(holder);
    expect(cancelled.subject).toContain("Inscription annulée");
    expect(cancelled.raw).toMatch(/method=CANCEL/i);
    const promoted = await smtp.waitForMessage(first);
    expect(promoted.subject).toContain("Une place s'est libérée");
    expect(promoted.text).toContain("Bonjour Léa Petit");
    expect(promoted.raw).toMatch(/method=REQUEST/i);
    // The promoted person's new link works; the waiting-list link was replaced; the spent one is dead.
    const newToken = cancelToken(promoted);
    expect(newToken).not.toBe(waitingToken);
    expect((await post("/workshop/registration", { token: waitingToken })).status).toBe(404);
    expect((await post("/workshop/registration", { token: newToken })).body.data).toMatchObject({ status: "CONFIRMED" });
    const again = await post("/workshop/registration/cancel", { token });
    expect(again).toMatchObject({ status: 404, body: { message: WORKSHOP_MESSAGES.linkInvalid } });
    // The address can sign up again once cancelled.
    expect((await signUp(id, form({ email: holder }))).body.data).toMatchObject({ status: "WAITING", waitingPosition: 2 });
  });

  it("bad tokens → 422 / 404, nothing changes", async () => {
    expect((await post("/workshop/registration/cancel", {})).status).toBe(422);
    expect((await post("/workshop/registration/cancel", { token: "x".repeat(201) })).status).toBe(422);
    expect((await post("/workshop/registration/cancel", { token: "inconnu" })).status).toBe(404);
  });
});
