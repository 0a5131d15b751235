import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, ne } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import * as schema from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { markEdgeServer } from "@/lib/platform/rate-limit/edge-server";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { SITE_69, SITE_70 } from "@/tests/support/api";
import {
  anyJson,
  badPathId,
  extraKey,
  hugeText,
  lyingFile,
  nastyNumber,
  nastyText,
  nastyValue,
  notText,
  textLongerThan,
  textShorterThan,
  unknownToken,
} from "@/tests/support/fuzz-arbitraries";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * Every public write route fuzzed (issue 10, « Bad input and abuse »): for generated bodies that are
 * wrong somewhere, the answer is a 4xx in the envelope with a French message (per-field errors on a
 * 422, naming the field that was broken) and nothing is written: the rows of every table a public
 * route writes, and the uploaded files, are the same after each request as before the run.
 * FUZZ_SEED=<n> replays a run; FUZZ_RUNS=<n> runs more (or fewer) cases per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_010);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
console.info(`public-writes-fuzz: fast-check seed ${SEED}, ${RUNS} runs per route (FUZZ_SEED=${SEED} to replay)`);

const app = createApp();
// The test plays server/serve.ts's part: the client address it sends is believed.
markEdgeServer();
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;

// ---------- what must never change ----------

const WATCHED = {
  contactMessages: schema.contactMessages,
  formAnswers: schema.formAnswers,
  formAnswerFiles: schema.formAnswerFiles,
  workshopRegistrations: schema.workshopRegistrations,
  appointments: schema.appointments,
  jobs: schema.jobs,
  reviews: schema.reviews,
  reviewLinks: schema.reviewLinks,
  newsletterSubscriptions: schema.newsletterSubscriptions,
  outbox: schema.outbox,
  users: schema.users,
  emailVerificationTokens: schema.emailVerificationTokens,
  passwordResetTokens: schema.passwordResetTokens,
  sessions: schema.sessions,
} as const;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat().sort();
}

/** Every row of the watched tables (by id) and every stored file, after the e-mails sent after the answer. */
async function snapshot(): Promise<Record<string, unknown>> {
  await settleBackgroundWork();
  const db = await getDb();
  const tables: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(WATCHED)) tables[name] = await db.select().from(table).orderBy(asc(table.id));
  return { tables, files: await listFiles(uploads) };
}

// ---------- requests ----------

interface Envelope {
  success: boolean;
  data: unknown;
  message: string | null;
}
interface Answer {
  status: number;
  body: Envelope;
}

let addressCounter = 0;
/** A new client address per request: the per-client limits never answer in place of the route. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
let emailCounter = 0;
const freshEmail = () => `fuzz${(emailCounter += 1)}@exemple.fr`;

/** One generated request: where, how, and the field it broke on purpose (expected among the 422's fields). */
interface FuzzRequest {
  method: "POST" | "PUT";
  path: string;
  body: string | FormData;
  contentType?: string;
  broken?: string;
  note: string;
}

async function send(request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { "X-Site-Id": String(SITE_69), "Accept-Language": "fr", [CLIENT_ADDRESS_HEADER]: nextAddress() };
  if (request.contentType !== undefined) headers["Content-Type"] = request.contentType;
  const response = await app.request(`/api${request.path}`, { method: request.method, headers, body: request.body });
  const text = await response.text();
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    throw new Error(`Not a JSON envelope (${response.status}): ${text.slice(0, 300)}`);
  }
  return { status: response.status, body };
}

// ---------- what every answer must be ----------

/** English words of zod's or Hono's default messages: none may reach a visitor. */
const ENGLISH = /\b(invalid|expected|received|required|unrecognized|too (big|small)|must|should|input|string|number|object|array|undefined|error|bad request)\b/i;

function expectFrench(text: unknown, where: string): void {
  expect(typeof text, `${where}: a message`).toBe("string");
  const message = text as string;
  expect(message.trim().length, `${where}: not empty`).toBeGreaterThan(3);
  // What the message quotes back (« key ») is the caller's, not ours.
  expect(message.replace(/«[^»]*»/g, ""), `${where}: French, not a default English message`).not.toMatch(ENGLISH);
}

/** A refusal: 4xx (never 5xx), the envelope, a French message; on 422 French per-field errors. */
function expectRefused(request: FuzzRequest, answer: Answer): void {
  const where = `${request.method} ${request.path} (${request.note})`;
  expect(answer.status, `${where}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${where}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBeLessThan(500);
  // Every request came from a new address: a limit must not hide what the route does.
  expect(answer.status, where).not.toBe(429);
  expect(Object.keys(answer.body).sort()).toEqual(["data", "message", "success"]);
  expect(answer.body.success).toBe(false);
  expectFrench(answer.body.message, where);
  if (answer.status !== 422) {
    expect(answer.body.data, where).toBeNull();
    return;
  }
  const fields = answer.body.data as Record<string, unknown>;
  expect(fields, where).toBeTypeOf("object");
  expect(Object.keys(fields).length, where).toBeGreaterThan(0);
  for (const [field, messages] of Object.entries(fields)) {
    expect(Array.isArray(messages) && messages.length > 0, `${where}: errors of ${field}`).toBe(true);
    for (const message of messages as unknown[]) expectFrench(message, `${where}: ${field}`);
  }
  if (request.broken) expect(Object.keys(fields), `${where}: the broken field is named`).toContain(request.broken);
}

/**
 * Runs the property: every generated request refused, nothing written. `examples` run first, every
 * time: the cases the fuzz once found (kept as regressions).
 */
async function fuzz(requests: fc.Arbitrary<FuzzRequest>, examples: FuzzRequest[] = [], runs = RUNS): Promise<void> {
  const baseline = await snapshot();
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      resetRateLimits();
      expectRefused(request, await send(request));
      expect(await snapshot(), `${request.method} ${request.path} (${request.note}) wrote something`).toEqual(baseline);
    }),
    { seed: SEED, numRuns: runs, examples: examples.map((example) => [example]) },
  );
}

/** A request the fuzz found answered wrongly (English message, 500, or a row written). */
function found(method: FuzzRequest["method"], pathname: string, body: unknown, broken?: string): FuzzRequest {
  return { method, path: pathname, body: typeof body === "string" ? body : json(body), contentType: "application/json", broken, note: `regression: ${typeof body === "string" ? body : json(body)}` };
}

// ---------- bodies ----------

interface FieldFuzz {
  /** Values the route accepts for this field. */
  valid: fc.Arbitrary<unknown>;
  /** Values it must refuse on this field. */
  invalid: fc.Arbitrary<unknown>;
}
type Fields = Record<string, FieldFuzz>;

const json = (value: unknown) => JSON.stringify(value);

/** An object of the route's fields, one of them surely wrong, the others right or hostile, plus extra keys. */
function brokenObject(fields: Fields): fc.Arbitrary<{ broken: string; body: Record<string, unknown> }> {
  const names = Object.keys(fields);
  return fc.constantFrom(...names).chain((broken) =>
    fc
      .tuple(
        fc.record(
          Object.fromEntries(names.map((name) => [name, name === broken ? fields[name]!.invalid : fc.oneof({ weight: 3, arbitrary: fields[name]!.valid }, { weight: 1, arbitrary: nastyValue })])),
          { requiredKeys: [broken] },
        ),
        fc.dictionary(extraKey.filter((key) => !names.includes(key)), nastyValue, { maxKeys: 3 }),
      )
      .map(([values, extras]) => ({ broken, body: { ...extras, ...values } })),
  );
}

/** The JSON requests of a route: broken objects, any JSON value, text that is no JSON, wrong content types. */
function jsonRequests(method: FuzzRequest["method"], pathname: string, fields: Fields): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 6, arbitrary: brokenObject(fields).map(({ broken, body }) => ({ method, path: pathname, body: json(body), contentType: "application/json", broken, note: `broken ${broken}: ${json(body).slice(0, 160)}` })) },
    { weight: 2, arbitrary: anyJson.filter((value) => typeof value !== "object" || value === null || Array.isArray(value) || !Object.keys(fields).some((name) => name in value)).map((value) => ({ method, path: pathname, body: json(value), contentType: "application/json", note: `any JSON: ${json(value).slice(0, 160)}` })) },
    { weight: 1, arbitrary: nastyText.map((text) => ({ method, path: pathname, body: `{${text}`, contentType: "application/json", note: "not JSON" })) },
    // A number no JavaScript number holds, spliced into a right-looking body.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(fields)), fc.constantFrom("1e999", "-1e999", "1e-999", "123456789012345678901234567890", "-0", "1.0")).map(([field, literal]) => ({ method, path: pathname, body: `{"${field}": ${literal}}`, contentType: "application/json", note: `${field}: ${literal}` })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/xml", ""), anyJson).map(([type, value]) => ({ method, path: pathname, body: json(value), contentType: type, note: `Content-Type ${type || "(none)"}` })) },
  );
}

/** Requests whose body is right in shape but aimed at what does not exist or is not allowed. */
const deepRequest = (method: FuzzRequest["method"], note: string) => (pathname: string, body: unknown): FuzzRequest => ({ method, path: pathname, body: json(body), contentType: "application/json", note: `${note}: ${json(body).slice(0, 160)}` });

/** A path with a hostile id in place of a real one. */
const badIdPaths = (method: FuzzRequest["method"], template: (id: string) => string) =>
  fc.tuple(badPathId, anyJson).map(([id, body]) => ({ method, path: template(encodeURIComponent(id)), body: json(body), contentType: "application/json", note: `id ${JSON.stringify(id)}` }));

// ---------- field rules shared by several routes ----------

const personName = fc.constantFrom("Julie Martin", "Jean-Éric O'Neil", "Zoé Ünal", "李 小龙");
const requiredText = (min: number, max: number): FieldFuzz => ({
  valid: fc.constantFrom("Bonjour, voici une demande tout à fait normale.", "Accompagnement d'équipe à Lyon — été 2027 😀").filter((text) => text.length >= min && text.length <= max),
  invalid: fc.oneof(notText, fc.constant(null), textShorterThan(Math.max(min, 1)), textLongerThan(max)),
});
const email: FieldFuzz = {
  valid: fc.constant(null).map(() => freshEmail()),
  invalid: fc.oneof(notText, fc.constant(null), fc.constantFrom("", " ", "pas-une-adresse", "a@", "@exemple.fr", "a b@exemple.fr", "julie@@exemple.fr", "julie@exemple..fr"), fc.string({ unit: "grapheme", maxLength: 30 }).filter((text) => !text.includes("@")), textLongerThan(254).map((text) => `${text}@exemple.fr`)),
};
const optionalPhone: FieldFuzz = {
  valid: fc.constantFrom("06 12 34 56 78", "+33 4 78 42 18 65", null, ""),
  invalid: fc.oneof(nastyNumber, fc.boolean(), fc.array(nastyText, { maxLength: 2 }), fc.constantFrom("12", "abc", "06 12 34 56 7", "+1", "0612345678901234567890"), textLongerThan(30)),
};
const requiredPhone: FieldFuzz = { valid: fc.constantFrom("06 12 34 56 78", "+33 4 78 42 18 65"), invalid: fc.oneof(optionalPhone.invalid, fc.constantFrom(null, "", "  ")) };
const notTrue = fc.oneof(fc.constantFrom(false, "true", "on", 1, 0, null, "", "oui"), notText.filter((value) => value !== true));
const rating: FieldFuzz = { valid: fc.integer({ min: 1, max: 5 }), invalid: fc.oneof(fc.constantFrom(0, 6, -1, 1.5, 4.999, "5", "", null, true, 2 ** 31, 1e308), nastyNumber.filter((n) => !Number.isInteger(n) || n < 1 || n > 5), nastyText) };
const reviewText: FieldFuzz = requiredText(10, 2000);
/** A token field: `valid` are well-formed tokens (the real one or unknown ones), `invalid` never pass the schema. */
const tokenOf = (real: () => string): FieldFuzz => ({
  valid: fc.oneof(fc.constant(null).map(real), unknownToken),
  invalid: fc.oneof(notText, fc.constantFrom(null, "", "   ", "\t\n"), textLongerThan(200)),
});
/** Strings a loosely checked token (1–200 characters once trimmed) accepts: they match no link. */
const strangeToken = nastyText.filter((text) => text.trim().length > 0 && text.trim().length <= 200);
/** A C0 control character a person never types (tab, line feed and carriage return are allowed). */
const controlCharacter = fc
  .integer({ min: 0, max: 0x1f })
  .filter((code) => code !== 0x09 && code !== 0x0a && code !== 0x0d)
  .map((code) => String.fromCharCode(code));

/**
 * A right body but for one text field holding a control character inside the text (not trimmed
 * away). Before the fix NUL reached the insert (500 on PostgreSQL and PGlite) and ESC or BEL were stored.
 */
function withControlCharacter<T extends Record<string, unknown>>(right: fc.Arbitrary<T>, textFields: readonly (keyof T & string)[]): fc.Arbitrary<{ broken: string; body: T }> {
  return fc.tuple(right, fc.constantFrom(...textFields), controlCharacter, fc.nat()).map(([body, field, char, at]) => {
    const text = String(body[field]);
    const index = 1 + (at % Math.max(1, text.length - 1));
    return { broken: field, body: { ...body, [field]: `${text.slice(0, index)}${char}${text.slice(index)}` } };
  });
}
const controlRequest = (method: FuzzRequest["method"], pathname: string) => ({ broken, body }: { broken: string; body: unknown }): FuzzRequest => ({
  method,
  path: pathname,
  body: json(body),
  contentType: "application/json",
  broken,
  note: `control character in ${broken}: ${json(body).slice(0, 200)}`,
});

/** An ISO instant that is never a slot start (slots start on whole minutes). */
const offSlotStart = fc
  .tuple(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2300, 0, 1) }), fc.integer({ min: 1, max: 59 }))
  .map(([ms, seconds]) => new Date(Math.floor(ms / 60_000) * 60_000 + seconds * 1_000).toISOString());
const badStart = fc.oneof(notText, fc.constantFrom(null, "", "demain", "2026-13-01T10:00:00Z", "2026-02-30T10:00:00Z", "2026-12-03", "10:00", "2026-12-03T10:00:00", "+275760-09-13T00:00:00Z"), nastyText);

// ---------- fixtures ----------

const QUOTE_FORM = 1;
const REVIEW_TOKEN = "revue-fuzz-jeton-valide-0123456789";
const OTHER_SITE_REVIEW_TOKEN = "revue-fuzz-jeton-site-70-0123456789";
const APPOINTMENT_TOKEN = "rdv-fuzz-jeton-valide-0123456789";
let workshopId: number;
let notAWorkshopId: number;
let otherSiteElementId: number;
let calendarId: number;
let serviceIds: number[];
let otherSiteListId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-fuzz-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  const db = await getDb();
  const { elements, calendars, calendarServices, appointments, reviewLinks, newsletterLists } = schema;
  const [workshop] = await db.select({ id: elements.id }).from(elements).where(and(eq(elements.siteId, SITE_69), eq(elements.route, "ateliers"))).orderBy(asc(elements.id)).limit(1);
  const [other] = await db.select({ id: elements.id }).from(elements).where(and(eq(elements.siteId, SITE_69), ne(elements.route, "ateliers"))).limit(1);
  const [foreign] = await db.select({ id: elements.id }).from(elements).where(eq(elements.siteId, SITE_70)).limit(1);
  workshopId = workshop!.id;
  notAWorkshopId = other!.id;
  otherSiteElementId = foreign?.id ?? 2_000_000_000;
  const [calendar] = await db.select({ id: calendars.id }).from(calendars).where(eq(calendars.siteId, SITE_69)).limit(1);
  calendarId = calendar!.id;
  serviceIds = (await db.select({ id: calendarServices.id }).from(calendarServices).where(eq(calendarServices.calendarId, calendarId))).map((row) => row.id);
  // A real booking, a real unused review link (and one of site 70): wrong bodies must leave them as they are.
  const start = new Date(Date.UTC(2031, 2, 4, 9, 0));
  await db.insert(appointments).values({ siteId: SITE_69, calendarId, serviceId: serviceIds[0]!, startsAt: start, endsAt: new Date(start.getTime() + 3_600_000), name: "Inès Fuzz", email: "ines.fuzz@exemple.fr", phone: "0612345678", tokenHash: hashSessionToken(APPOINTMENT_TOKEN) });
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  await db.insert(reviewLinks).values([
    { siteId: SITE_69, tokenHash: hashSessionToken(REVIEW_TOKEN), email: "client.fuzz@exemple.fr", firstname: "Paul", lastname: "Fuzz", expiresAt },
    { siteId: SITE_70, tokenHash: hashSessionToken(OTHER_SITE_REVIEW_TOKEN), email: "client70.fuzz@exemple.fr", firstname: "Léa", lastname: "Fuzz", expiresAt },
  ]);
  const [list70] = await db.select({ id: newsletterLists.id }).from(newsletterLists).where(eq(newsletterLists.siteId, SITE_70)).limit(1);
  otherSiteListId = list70?.id ?? 2_000_000_000;
});
afterAll(async () => {
  await settleBackgroundWork();
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});
beforeEach(() => resetRateLimits());

// ---------- the routes ----------

describe("fuzzed public writes: 4xx in French, nothing written", () => {
  it("POST /message (contact)", async () => {
    const fields: Fields = {
      name: requiredText(1, 120),
      email,
      phone: optionalPhone,
      subject: requiredText(1, 160),
      message: requiredText(10, 5000),
      consent: { valid: fc.constant(true), invalid: notTrue },
      // The honeypot: left empty by people; a filled one is answered 201 (and nothing stored), so only its wrong types here.
      siteWeb: { valid: fc.constantFrom(undefined, "", "  "), invalid: fc.oneof(nastyNumber, fc.boolean(), fc.array(nastyText, { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 4 }), anyJson, { maxKeys: 2 })) },
    };
    const rightMessage = fc.record({ name: personName, email: email.valid, phone: optionalPhone.valid, subject: fc.constantFrom("Coaching de managers", "Devis"), message: fields.message!.valid, consent: fc.constant(true) });
    await fuzz(
      fc.oneof(
        { weight: 5, arbitrary: jsonRequests("POST", "/message", fields) },
        { weight: 2, arbitrary: withControlCharacter(rightMessage, ["name", "subject", "message"]).map(controlRequest("POST", "/message")) },
      ),
      [
        found("POST", "/message", "false"),
        found("POST", "/message", { name: "Julie", email: freshEmail(), subject: "Objet", message: "Bonjour, un message.", consent: "true", siteWeb: 12 }, "siteWeb"),
        found("POST", "/message", { name: "Ju\u0000lie", email: freshEmail(), subject: "Objet", message: "Bonjour, un message.", consent: true }, "name"),
      ],
    );
  });

  it("POST /element/{route}/{id}/register (workshop sign-up)", async () => {
    const fields: Fields = {
      name: requiredText(1, 100),
      email,
      phone: requiredPhone,
      seats: { valid: fc.integer({ min: 1, max: 4 }), invalid: fc.oneof(fc.constantFrom(0, -1, 5, 21, 1.5, "2", null, true, 2 ** 31), nastyText, notText.filter((value) => !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 4))) },
    };
    const rightBody = fc.record({ name: personName, email: email.valid, phone: requiredPhone.valid, seats: fields.seats!.valid });
    const nowhere = fc.tuple(fc.oneof(fc.constant(`ateliers/${2_000_000_000}`), fc.constant(null).map(() => `ateliers/${notAWorkshopId}`), fc.constant(null).map(() => `ateliers/${otherSiteElementId}`), fc.constantFrom("actualites", "services", "a").map((route) => `${route}/${workshopId}`)), rightBody);
    await fuzz(
      fc.oneof(
        { weight: 5, arbitrary: jsonRequests("POST", `/element/ateliers/${workshopId}/register`, fields) },
        { weight: 2, arbitrary: nowhere.map(([where, body]) => deepRequest("POST", `no such workshop ${where}`)(`/element/${where}/register`, body)) },
        { weight: 1, arbitrary: withControlCharacter(rightBody, ["name"]).map(controlRequest("POST", `/element/ateliers/${workshopId}/register`)) },
        { weight: 1, arbitrary: badIdPaths("POST", (id) => `/element/ateliers/${id}/register`) },
        { weight: 1, arbitrary: badIdPaths("POST", (route) => `/element/${route}/${workshopId}/register`) },
      ),
      [
        found("POST", `/element/ateliers/${workshopId}/register`, "[]"),
        found("POST", `/element/ateliers/${workshopId}/register`, { name: "J\u0000ulie Martin", email: freshEmail(), phone: "06 12 34 56 78", seats: 1 }, "name"),
        found("POST", `/element/ateliers/${workshopId}/register`, { name: "J\u0007ulie Martin", email: freshEmail(), phone: "06 12 34 56 78", seats: 1 }, "name"),
      ],
    );
  });

  it("POST /workshop/registration and …/confirm, …/accept, …/cancel (e-mailed links)", async () => {
    const fields: Fields = { token: tokenOf(() => "lien-inconnu-" + "x".repeat(20)) };
    const unknown = fc.oneof(unknownToken, strangeToken).map((token) => ({ token }));
    await fuzz(
      fc.oneof(
        jsonRequests("POST", "/workshop/registration", fields),
        jsonRequests("POST", "/workshop/registration/cancel", fields),
        jsonRequests("POST", "/workshop/registration/confirm", fields),
        jsonRequests("POST", "/workshop/registration/accept", fields),
        unknown.map((body) => deepRequest("POST", "unknown token")("/workshop/registration/cancel", body)),
        unknown.map((body) => deepRequest("POST", "unknown token")("/workshop/registration/confirm", body)),
        unknown.map((body) => deepRequest("POST", "unknown token")("/workshop/registration/accept", body)),
      ),
      [found("POST", "/workshop/registration/cancel", "[]")],
    );
  });

  it("POST /calendar/{id}/appointment (booking)", async () => {
    const fields: Fields = {
      name: requiredText(2, 120),
      email,
      phone: requiredPhone,
      message: { valid: fc.constantFrom("", "Première séance, merci !"), invalid: fc.oneof(notText, textLongerThan(2000)) },
      serviceId: { valid: fc.constant(null).map(() => serviceIds[0]!), invalid: fc.oneof(fc.constantFrom(0, -1, 1.5, "1", null, true, 1e308), nastyText) },
      start: { valid: offSlotStart, invalid: badStart },
    };
    // Right in shape: a start that is no slot, a service that is not the calendar's, a calendar of no one.
    const rightBody = fc.record({ name: personName, email: email.valid, phone: requiredPhone.valid, serviceId: fc.oneof(fc.constant(null).map(() => serviceIds[0]!), fc.integer({ min: 1, max: 2_147_483_647 }), fc.constant(Number.MAX_SAFE_INTEGER)), start: offSlotStart });
    await fuzz(
      fc.oneof(
        { weight: 5, arbitrary: jsonRequests("POST", `/calendar/${calendarId}/appointment`, fields) },
        { weight: 2, arbitrary: rightBody.map((body) => deepRequest("POST", "not a slot")(`/calendar/${calendarId}/appointment`, body)) },
        { weight: 1, arbitrary: withControlCharacter(rightBody, ["name"]).map(controlRequest("POST", `/calendar/${calendarId}/appointment`)) },
        { weight: 1, arbitrary: rightBody.map((body) => deepRequest("POST", "no such calendar")(`/calendar/2000000000/appointment`, body)) },
        { weight: 1, arbitrary: badIdPaths("POST", (id) => `/calendar/${id}/appointment`) },
      ),
      [
        found("POST", `/calendar/${calendarId}/appointment`, "[]"),
        found("POST", `/calendar/${calendarId}/appointment`, { name: "J\u0000ulie Martin", email: freshEmail(), phone: "06 12 34 56 78", serviceId: serviceIds[0], start: "2031-03-04T09:00:01.000Z" }, "name"),
      ],
    );
  });

  it("POST /appointment/manage, PUT …/confirm, PUT …/cancel, PUT …/move (manage link)", async () => {
    const token = tokenOf(() => "rdv-inconnu-" + "y".repeat(20));
    const unknown = unknownToken.map((value) => ({ token: value }));
    await fuzz(
      fc.oneof(
        jsonRequests("POST", "/appointment/manage", { token }),
        jsonRequests("PUT", "/appointment/manage/cancel", { token }),
        jsonRequests("PUT", "/appointment/manage/confirm", { token }),
        unknown.map((body) => deepRequest("PUT", "unknown token")("/appointment/manage/confirm", body)),
        // The real booking's token with a start that is no slot: 422, the booking unmoved.
        jsonRequests("PUT", "/appointment/manage/move", { token: { valid: fc.constant(APPOINTMENT_TOKEN), invalid: token.invalid }, start: { valid: offSlotStart, invalid: badStart } }),
        unknown.map((body) => deepRequest("PUT", "unknown token")("/appointment/manage/cancel", body)),
        fc.tuple(unknownToken, offSlotStart).map(([value, start]) => deepRequest("PUT", "unknown token")("/appointment/manage/move", { token: value, start })),
        offSlotStart.map((start) => ({ ...deepRequest("PUT", "real token, not a slot")("/appointment/manage/move", { token: APPOINTMENT_TOKEN, start }), broken: "start" })),
      ),
      [found("PUT", "/appointment/manage/cancel", "null")],
    );
  });

  it("POST /review and POST /review/link (review link)", async () => {
    const token = tokenOf(() => REVIEW_TOKEN);
    const rightReview = fc.record({ rating: rating.valid, text: reviewText.valid });
    await fuzz(
      fc.oneof(
        { weight: 4, arbitrary: jsonRequests("POST", "/review", { token, rating, text: reviewText }) },
        { weight: 1, arbitrary: jsonRequests("POST", "/review/link", { token: tokenOf(() => "lien-inconnu-" + "z".repeat(20)) }) },
        { weight: 1, arbitrary: fc.tuple(unknownToken, rightReview).map(([value, review]) => deepRequest("POST", "unknown token")("/review", { token: value, ...review })) },
        { weight: 1, arbitrary: rightReview.map((review) => deepRequest("POST", "a link of site 70")("/review", { token: OTHER_SITE_REVIEW_TOKEN, ...review })) },
        // The real link: a control character in the text must neither be stored nor spend the link.
        { weight: 1, arbitrary: withControlCharacter(rightReview.map((review) => ({ token: REVIEW_TOKEN, ...review })), ["text"]).map(controlRequest("POST", "/review")) },
      ),
      [
        found("POST", "/review", { "": 0, token: "a".repeat(201) }, "token"),
        found("POST", "/review", { token: REVIEW_TOKEN, rating: 5, text: "Très bien\u0000, merci !" }, "text"),
      ],
    );
  });

  it("POST /newsletter/subscribe and PUT /newsletter/confirm", async () => {
    const listId: FieldFuzz = { valid: fc.constant(undefined), invalid: fc.oneof(fc.constantFrom(0, -1, 1.5, "1", true, 2 ** 31, 1e308, ""), nastyText) };
    await fuzz(
      fc.oneof(
        { weight: 4, arbitrary: jsonRequests("POST", "/newsletter/subscribe", { email, listId }) },
        { weight: 1, arbitrary: fc.tuple(fc.constant(null).map(freshEmail), fc.oneof(fc.constant(null).map(() => otherSiteListId), fc.integer({ min: 1_000_000, max: 2_147_483_647 }))).map(([address, list]) => ({ ...deepRequest("POST", "a list of no one or of site 70")("/newsletter/subscribe", { email: address, listId: list }), broken: "listId" })) },
        { weight: 2, arbitrary: jsonRequests("PUT", "/newsletter/confirm", { token: tokenOf(() => "lien-inconnu-" + "n".repeat(20)) }) },
        { weight: 1, arbitrary: fc.oneof(unknownToken, strangeToken).map((value) => deepRequest("PUT", "unknown token")("/newsletter/confirm", { token: value })) },
      ),
      [found("PUT", "/newsletter/confirm", '{"__proto__":false,"token":[]}', "token")],
    );
  });

  it("POST /register, PUT /password/reset/ask, PUT /password/reset, PUT /email/verify (accounts)", async () => {
    const password: FieldFuzz = { valid: fc.constant("Un-Mot-De-Passe-Solide-2027"), invalid: fc.oneof(notText, fc.constantFrom(null, "", "azerty", "12345678", "password"), hugeText) };
    const name = requiredText(1, 100);
    await fuzz(
      fc.oneof(
        { weight: 3, arbitrary: jsonRequests("POST", "/register", { email, password, firstname: name, lastname: name, phone: optionalPhone, acceptTerms: { valid: fc.constant(true), invalid: notTrue } }) },
        { weight: 1, arbitrary: withControlCharacter(fc.record({ email: email.valid, password: password.valid, firstname: personName, lastname: fc.constantFrom("Durand", "N'Diaye"), acceptTerms: fc.constant(true) }), ["firstname", "lastname"]).map(controlRequest("POST", "/register")) },
        { weight: 2, arbitrary: jsonRequests("PUT", "/password/reset/ask", { email }) },
        { weight: 2, arbitrary: jsonRequests("PUT", "/password/reset", { token: tokenOf(() => "lien-inconnu-" + "p".repeat(20)), password }) },
        { weight: 1, arbitrary: fc.oneof(unknownToken, strangeToken).map((value) => deepRequest("PUT", "unknown token")("/password/reset", { token: value, password: "Un-Mot-De-Passe-Solide-2027" })) },
        { weight: 1, arbitrary: jsonRequests("PUT", "/email/verify", { token: tokenOf(() => "lien-inconnu-" + "v".repeat(20)) }) },
        { weight: 1, arbitrary: fc.oneof(unknownToken, strangeToken).map((value) => deepRequest("PUT", "unknown token")("/email/verify", { token: value })) },
      ),
      [
        found("PUT", "/password/reset", "[]"),
        found("POST", "/register", { email: freshEmail(), password: "Un-Mot-De-Passe-Solide-2027", firstname: "Ju\u0000lie", lastname: "Durand", acceptTerms: true }, "firstname"),
      ],
    );
  });

  it("POST /image/load-svg (never a fetch: an address of the site's own images only)", async () => {
    const url: FieldFuzz = { valid: fc.constantFrom("/images/999999/logo.svg"), invalid: fc.oneof(notText, fc.constantFrom(null, "", "   "), textLongerThan(2000)) };
    const elsewhere = fc.oneof(fc.webUrl(), fc.constantFrom("http://127.0.0.1:5432/", "file:///etc/passwd", "data:image/svg+xml,<svg/>", "//evil.example/x.svg", "/images/1/../../etc/passwd", "javascript:alert(1)"), nastyText.filter((text) => text.trim().length > 0 && text.length <= 2000));
    await fuzz(fc.oneof(jsonRequests("POST", "/image/load-svg", { url }), elsewhere.map((address) => deepRequest("POST", "not an image of the site")("/image/load-svg", { url: address }))), [found("POST", "/image/load-svg", "[]")]);
  });
});

// ---------- the multipart form ----------

describe("fuzzed form answers (multipart and JSON): 4xx in French, nothing stored", () => {
  const selectOf = (options: string[]): FieldFuzz => ({ valid: fc.constantFrom(...options), invalid: fc.oneof(fc.constantFrom("", " ", "autre", options[0]!.toUpperCase(), `${options[0]} `.repeat(2)), hugeText, fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).filter((text) => !options.includes(text.trim()))) });
  const text = (min: number, max: number): FieldFuzz => ({ valid: fc.constantFrom("Mairie de Villeurbanne", "Séminaire de cohésion pour le service des espaces verts.").filter((value) => value.length >= min && value.length <= max), invalid: fc.oneof(textShorterThan(Math.max(min, 1)), textLongerThan(max)) });
  const FIELDS: Fields = {
    organisation: text(2, 120),
    contactName: text(2, 120),
    email: { valid: email.valid, invalid: fc.constantFrom("", "pas-une-adresse", "a@", "@exemple.fr", `${"a".repeat(260)}@exemple.fr`) },
    phone: { valid: fc.constantFrom("", "04 72 00 00 00"), invalid: fc.constantFrom("12", "abc", "06 12 34 56 7", "0".repeat(31)) },
    structureType: selectOf(["Entreprise", "Collectivité territoriale", "Association", "Établissement scolaire"]),
    interventionKind: selectOf(["Cohésion d'équipe", "Coaching de managers", "Qualité de vie au travail", "Accompagnement du changement", "Autre"]),
    headcount: { valid: fc.constantFrom("", "25"), invalid: textLongerThan(40) },
    preferredDate: { valid: fc.constantFrom("", "2027-02-15"), invalid: fc.constantFrom("15/02/2027", "2027-02-30", "2027-13-01", "1899-12-31", "demain", "2027-2-1") },
    details: text(20, 3000),
    consent: { valid: fc.constantFrom("true", "on"), invalid: fc.constantFrom("", "false", "oui", "1", "TRUE") },
  };
  const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const goodFile = fc.constant(null).map(() => new File([PDF], "cahier-des-charges.pdf", { type: "application/pdf" }));
  const tooBig = fc.constant(null).map(() => new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x25)], "gros.pdf", { type: "application/pdf" }));
  const FILE: FieldFuzz = { valid: fc.oneof(goodFile, fc.constant("")), invalid: fc.oneof({ weight: 8, arbitrary: lyingFile }, { weight: 1, arbitrary: tooBig }, { weight: 2, arbitrary: fc.constantFrom("x", "cahier.pdf") }) };

  /** Parts of a multipart answer: one field surely wrong, the others right, hostile text or a file where text goes, plus unknown parts. */
  const brokenForm = fc.constantFrom(...Object.keys(FIELDS), "brief").chain((broken) => {
    const all: Fields = { ...FIELDS, brief: FILE };
    const part = (name: string) =>
      name === broken
        ? all[name]!.invalid
        : fc.oneof({ weight: 4, arbitrary: all[name]!.valid }, { weight: 1, arbitrary: nastyText }, { weight: 1, arbitrary: lyingFile }, { weight: 1, arbitrary: fc.constant(undefined) });
    return fc.tuple(
      fc.constant(broken),
      fc.tuple(...Object.keys(all).map((name) => part(name).map((value) => [name, value] as const))),
      fc.array(fc.tuple(extraKey.filter((key) => !(key in all)), fc.oneof(nastyText, lyingFile)), { maxLength: 3 }),
    );
  });

  function formData(parts: ReadonlyArray<readonly [string, unknown]>): FormData {
    const form = new FormData();
    for (const [name, value] of parts) {
      if (value === undefined) continue;
      if (value instanceof File) form.append(name, value);
      else form.append(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    return form;
  }

  /** Every field right (the file a real PDF or none) but one text field holding a control character. */
  const controlForm = fc
    .tuple(fc.record(Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.valid])) as Record<string, fc.Arbitrary<unknown>>), FILE.valid)
    .map(([values, brief]): Record<string, unknown> => ({ ...values, organisation: "Mairie de Villeurbanne", contactName: "Paul Girard", details: "Séminaire de cohésion pour le service des espaces verts.", brief }))
    .chain((values) => withControlCharacter(fc.constant(values), ["organisation", "contactName", "details"]));

  const multipartRequests = (pathname: string): fc.Arbitrary<FuzzRequest> =>
    fc.oneof(
      { weight: 2, arbitrary: controlForm.map(({ broken, body }) => ({ method: "POST" as const, path: pathname, body: formData(Object.entries(body)), broken, note: `control character in ${broken}: ${JSON.stringify(body[broken])}` })) },
      { weight: 6, arbitrary: brokenForm.map(([broken, parts, extras]) => ({ method: "POST" as const, path: pathname, body: formData([...extras, ...parts]), broken, note: `broken ${broken}: ${parts.map(([name, value]) => `${name}=${value instanceof File ? `File(${value.name}, ${value.size} o)` : JSON.stringify(value)?.slice(0, 40)}`).join(" ")}` })) },
      { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, fc.oneof(nastyText, lyingFile)), { maxLength: 4 }).map((parts) => ({ method: "POST" as const, path: pathname, body: formData(parts), note: `random parts ${parts.map(([name]) => JSON.stringify(name)).join(",")}` })) },
      // A multipart type with a body that is none (no boundary, a wrong one, cut short).
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom("multipart/form-data", "multipart/form-data; boundary=x", "multipart/form-data; boundary="), nastyText).map(([type, text]) => ({ method: "POST" as const, path: pathname, body: `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${text}`, contentType: type, note: `broken multipart (${type})` })) },
      { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "").map((type) => ({ method: "POST" as const, path: pathname, body: "organisation=Mairie", contentType: type, note: `Content-Type ${type || "(none)"}` })) },
    );

  /** The right answer of tests/api/contact-forms.test.ts but for a NUL in the organisation: once a 500 (and a stored file removed). */
  const nulInOrganisation = (pathname: string): FuzzRequest => ({
    method: "POST",
    path: pathname,
    body: formData(Object.entries({ organisation: "M\u0000airie de Villeurbanne", contactName: "Paul Girard", email: freshEmail(), structureType: "Association", interventionKind: "Autre", details: "Séminaire de cohésion pour le service des espaces verts.", brief: new File([PDF], "cahier.pdf", { type: "application/pdf" }), consent: "true" })),
    broken: "organisation",
    note: "regression: NUL in organisation",
  });

  it("POST /forms/{id}/submit (multipart, files)", async () => {
    await fuzz(
      fc.oneof(
        { weight: 6, arbitrary: multipartRequests(`/forms/${QUOTE_FORM}/submit`) },
        { weight: 1, arbitrary: badIdPaths("POST", (id) => `/forms/${id}/submit`) },
        { weight: 1, arbitrary: fc.constantFrom(2_000_000_000, 999).map((id) => ({ method: "POST" as const, path: `/forms/${id}/submit`, body: formData([["organisation", "Mairie"]]), note: "no such form" })) },
      ),
      [nulInOrganisation(`/forms/${QUOTE_FORM}/submit`)],
    );
  });

  it("POST /forms/{id}/answer/validate (JSON and multipart)", async () => {
    await fuzz(fc.oneof(jsonRequests("POST", `/forms/${QUOTE_FORM}/answer/validate`, FIELDS), multipartRequests(`/forms/${QUOTE_FORM}/answer/validate`)), [
      nulInOrganisation(`/forms/${QUOTE_FORM}/answer/validate`),
      found("POST", `/forms/${QUOTE_FORM}/answer/validate`, { organisation: "M\u0000airie", unknown: 1 }, "organisation"),
    ]);
  });
});
