import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { contactMessages, formAnswerFiles, formAnswers, outbox } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { CONTACT_MESSAGES, contactMessageListSchema } from "@/lib/schemas/contact";
import { FORM_MESSAGES, FORM_MESSAGES_SENT, publicFormSchema } from "@/lib/schemas/forms";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

const QUOTE_FORM = 1;
const BUSINESS_69 = "contact@elan-coaching.fr";
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
const app = createApp();

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-forms-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
});
afterAll(async () => {
  await settleBackgroundWork();
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
  await smtp.close();
  delete process.env.SMTP_URL;
});
beforeEach(() => resetRateLimits());

let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter = (ipCounter % 250) + 1)}`;
let mailCounter = 0;
const nextEmail = () => `visiteur${(mailCounter += 1)}@exemple.fr`;

function postJson(pathname: string, body: unknown, options: { siteId?: number; ip?: string } = {}) {
  return callApi<Record<string, string[]> | null>(pathname, {
    siteId: options.siteId ?? SITE_69,
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
}

async function postMultipart(pathname: string, form: FormData, options: { siteId?: number; ip?: string } = {}) {
  const response = await app.request(`/api${pathname}`, {
    method: "POST",
    body: form,
    headers: { "X-Site-Id": String(options.siteId ?? SITE_69), "Accept-Language": "fr", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; data: Record<string, string[]> | null; message: string | null } };
}

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Julie Martin",
  email: nextEmail(),
  phone: "06 12 34 56 78",
  subject: "Coaching de managers",
  message: "Bonjour, nous aimerions un accompagnement pour nos cinq managers.",
  consent: true,
  ...overrides,
});

async function countRows(table: typeof contactMessages | typeof formAnswers | typeof formAnswerFiles) {
  const [row] = await (await getDb()).select({ n: count() }).from(table);
  return row!.n;
}

function quoteAnswer(overrides: Record<string, string | File | null> = {}): FormData {
  const values: Record<string, string | File | null> = {
    organisation: "Mairie de Villeurbanne",
    contactName: "Paul Girard",
    email: nextEmail(),
    phone: "04 72 00 00 00",
    structureType: "Collectivité territoriale",
    interventionKind: "Cohésion d'équipe",
    headcount: "25",
    preferredDate: "2027-02-15",
    details: "Séminaire de cohésion pour le service des espaces verts après une réorganisation.",
    brief: new File([PDF], "cahier-des-charges.pdf", { type: "application/pdf" }),
    consent: "true",
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) form.set(key, value);
  return form;
}

const storedFiles = async () => readdir(path.join(uploads, String(SITE_69))).catch(() => [] as string[]);

describe("POST /message", () => {
  it("stores the message, sends a copy to the business (Reply-To the visitor) and an acknowledgement", async () => {
    const input = contact();
    const before = await countRows(contactMessages);
    const response = await postJson("/message", input);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, data: null, message: CONTACT_MESSAGES.sent });
    expect(await countRows(contactMessages)).toBe(before + 1);

    const business = await smtp.waitForMessage(BUSINESS_69);
    expect(business.subject).toContain("Julie Martin");
    expect(business.headers.get("reply-to")).toContain(input.email);
    expect(business.text).toContain("nos cinq managers");
    const acknowledgement = await smtp.waitForMessage(input.email);
    expect(acknowledgement.subject).toBe("Votre message à Élan Coaching est bien arrivé");
  });

  it("answers 422 with French per-field errors and stores nothing", async () => {
    const before = await countRows(contactMessages);
    const response = await postJson("/message", { name: " ", email: "pas-une-adresse", phone: "12", subject: "", message: "court", consent: false });
    expect(response.status).toBe(422);
    expect(response.body.data).toMatchObject({
      name: [CONTACT_MESSAGES.nameRequired],
      email: ["L'adresse e-mail n'est pas valide."],
      phone: ["Le numéro de téléphone n'est pas valide."],
      subject: [CONTACT_MESSAGES.subjectRequired],
      message: [CONTACT_MESSAGES.messageTooShort],
      consent: [CONTACT_MESSAGES.consentRequired],
    });
    expect(await countRows(contactMessages)).toBe(before);
    const malformed = await callApi("/message", { method: "POST", body: "{", headers: { "Content-Type": "application/json" } });
    expect(malformed.status).toBe(422);
    expect(await countRows(contactMessages)).toBe(before);
  });

  it("gives a filled honeypot the same answer but stores and sends nothing", async () => {
    const before = await countRows(contactMessages);
    const robot = contact({ siteWeb: "https://spam.example" });
    const response = await postJson("/message", robot);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(CONTACT_MESSAGES.sent);
    await settleBackgroundWork();
    expect(await countRows(contactMessages)).toBe(before);
    expect(smtp.messagesFor(robot.email)).toHaveLength(0);
  });

  it("limits messages per client address and per sender address", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await postJson("/message", contact(), { ip })).status).toBe(201);
    const refused = await postJson("/message", contact(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/réessayez/);

    const email = nextEmail();
    for (let i = 0; i < 3; i += 1) expect((await postJson("/message", contact({ email }))).status).toBe(201);
    expect((await postJson("/message", contact({ email }))).status).toBe(429);
    await settleBackgroundWork();
  });

  it("lists the messages of the admin's own site only", async () => {
    const input = contact({ subject: "Message du site 70" });
    expect((await postJson("/message", input, { siteId: SITE_70 })).status).toBe(201);
    const admin69 = (await createLoggedUser(SITE_69, "ADMIN")).token;
    const admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;

    const list69 = await callApi("/admin/messages?nbItem=100", { token: admin69 });
    expect(list69.status).toBe(200);
    const parsed69 = contactMessageListSchema.parse(list69.body.data);
    expect(parsed69.total).toBeGreaterThan(0);
    expect(parsed69.list.some((m) => m.email === input.email)).toBe(false);

    const list70 = contactMessageListSchema.parse((await callApi("/admin/messages", { siteId: SITE_70, token: admin70 })).body.data);
    expect(list70.list.map((m) => m.email)).toEqual([input.email]);

    expect((await callApi("/admin/messages", { token: customer })).status).toBe(403);
    expect((await callApi("/admin/messages")).status).toBe(401);
    await settleBackgroundWork();
  });
});

describe("forms defined as data", () => {
  it("GET /forms/{id} gives the seeded quote form of site 69, 404 elsewhere", async () => {
    const response = await callApi(`/forms/${QUOTE_FORM}`);
    expect(response.status).toBe(200);
    const form = publicFormSchema.parse(response.body.data);
    expect(form.title).toBe("Demande de devis pour une intervention en entreprise");
    expect(form.fields.find((f) => f.name === "brief")?.kind).toBe("file");

    const other = await callApi(`/forms/${QUOTE_FORM}`, { siteId: SITE_70 });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Ce formulaire n'existe pas ou n'est plus proposé.");
    expect((await callApi("/forms/999999")).status).toBe(404);
    expect((await callApi("/forms/abc")).status).toBe(422);
  });

  it("POST …/answer/validate checks field by field (JSON without files, multipart with)", async () => {
    const invalid = await postJson(`/forms/${QUOTE_FORM}/answer/validate`, {
      organisation: "",
      contactName: "P",
      email: "faux",
      structureType: "Ministère",
      preferredDate: "2027-02-30",
      details: "Trop court",
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.data).toEqual({
      organisation: [FORM_MESSAGES.required],
      contactName: [FORM_MESSAGES.tooShort(2)],
      email: ["L'adresse e-mail n'est pas valide."],
      structureType: [FORM_MESSAGES.optionInvalid],
      interventionKind: [FORM_MESSAGES.required],
      preferredDate: [FORM_MESSAGES.dateInvalid],
      details: [FORM_MESSAGES.tooShort(20)],
      consent: [FORM_MESSAGES.checkboxRequired],
    });

    const valid = await postJson(`/forms/${QUOTE_FORM}/answer/validate`, Object.fromEntries([...quoteAnswer({ brief: null }).entries()]));
    expect(valid.status).toBe(200);
    expect(valid.body.data).toEqual({ valid: true });

    const wrongFile = await postMultipart(`/forms/${QUOTE_FORM}/answer/validate`, quoteAnswer({ brief: new File(["bonjour"], "brief.pdf") }));
    expect(wrongFile.status).toBe(422);
    expect(wrongFile.body.data).toEqual({ brief: [FORM_MESSAGES.fileType] });
  });

  it("POST …/submit stores the answer and its file in one go and e-mails the business", async () => {
    const [answersBefore, filesBefore, stored] = [await countRows(formAnswers), await countRows(formAnswerFiles), (await storedFiles()).length];
    const form = quoteAnswer();
    const email = form.get("email") as string;
    const response = await postMultipart(`/forms/${QUOTE_FORM}/submit`, form);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, data: null, message: FORM_MESSAGES_SENT });
    expect(await countRows(formAnswers)).toBe(answersBefore + 1);
    expect(await countRows(formAnswerFiles)).toBe(filesBefore + 1);
    expect((await storedFiles()).length).toBe(stored + 1);

    const db = await getDb();
    const [file] = await db.select().from(formAnswerFiles).orderBy(formAnswerFiles.id).limit(1).offset(filesBefore);
    expect(file).toMatchObject({ siteId: SITE_69, fieldName: "brief", originalName: "cahier-des-charges.pdf", mime: "application/pdf", byteSize: PDF.length });
    const bytes = await createLocalDiskStorage(() => uploads).read(SITE_69, file!.storedName);
    expect(new Uint8Array(bytes!)).toEqual(PDF);

    await settleBackgroundWork();
    const mail = smtp.messagesFor(BUSINESS_69).find((m) => m.headers.get("reply-to")?.includes(email));
    expect(mail?.subject).toBe("Nouvelle réponse au formulaire « Demande de devis pour une intervention en entreprise »");
    expect(mail!.text).toContain("Mairie de Villeurbanne");
    expect(mail!.text).toContain("15/02/2027");
  });

  it("refuses a file of the wrong type or too big before storing anything", async () => {
    const [answersBefore, stored] = [await countRows(formAnswers), (await storedFiles()).length];
    // A text file named .png: typed by its content, not its name.
    const fake = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer({ brief: new File(["<script>alert(1)</script>"], "photo.png", { type: "image/png" }) }));
    expect(fake.status).toBe(422);
    expect(fake.body.data).toEqual({ brief: [FORM_MESSAGES.fileType] });

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF.subarray(0, 8));
    const tooBig = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer({ brief: new File([big], "gros.pdf", { type: "application/pdf" }) }));
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.data).toEqual({ brief: [FORM_MESSAGES.fileTooBig(5 * 1024 * 1024)] });

    const huge = new Uint8Array(12 * 1024 * 1024);
    const overLimit = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer({ brief: new File([huge], "enorme.pdf") }));
    expect(overLimit.status).toBe(413);

    const invalid = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer({ email: "faux", consent: null }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.data).toEqual({ email: ["L'adresse e-mail n'est pas valide."], consent: [FORM_MESSAGES.checkboxRequired] });

    expect(await countRows(formAnswers)).toBe(answersBefore);
    expect((await storedFiles()).length).toBe(stored);
  });

  it("treats a form of another site as 404 and stores nothing", async () => {
    const before = await countRows(formAnswers);
    const response = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer(), { siteId: SITE_70 });
    expect(response.status).toBe(404);
    expect((await postJson(`/forms/${QUOTE_FORM}/answer/validate`, {}, { siteId: SITE_70 })).status).toBe(404);
    expect(await countRows(formAnswers)).toBe(before);
  });

  it("gives a filled honeypot the same answer and stores nothing", async () => {
    const before = await countRows(formAnswers);
    const form = quoteAnswer({ siteWeb: "http://robot.example" });
    const response = await postMultipart(`/forms/${QUOTE_FORM}/submit`, form);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(FORM_MESSAGES_SENT);
    expect(await countRows(formAnswers)).toBe(before);
  });

  it("limits answers per client address", async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      const answer = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer({ brief: null }), { ip });
      expect(answer.body.data).toBeNull();
      expect(answer.status).toBe(201);
    }
    const refused = await postMultipart(`/forms/${QUOTE_FORM}/submit`, quoteAnswer({ brief: null }), { ip });
    expect(refused.status).toBe(429);
    await settleBackgroundWork();
    const [row] = await (await getDb()).select({ n: count() }).from(outbox).where(eq(outbox.kind, "FORM_ANSWER"));
    expect(row!.n).toBeGreaterThanOrEqual(11);
  });
});
