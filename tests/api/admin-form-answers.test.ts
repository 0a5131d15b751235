import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { createApp } from "@/lib/platform/app";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, formAnswerFiles, formAnswers, forms } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { createLocalDiskStorage } from "@/lib/platform/storage/local-disk-storage";
import { setImageStorage } from "@/lib/platform/storage/get-image-storage";
import { ADMIN_FORM_MESSAGES, adminFormAnswerListSchema, adminFormListSchema, type AdminFormAnswer } from "@/lib/schemas/admin/form-answers";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/**
 * « Contenus → Formulaires »: GET /admin/forms, GET /admin/form/{id}/answers,
 * GET /admin/form/{id}/answer/{answerId}/file/{fileId} (the file, always a download),
 * DELETE /admin/form/{id}/answer/{answerId}. Answers are sent through the public route.
 */

const QUOTE_FORM = 1;
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const app = createApp();

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let uploads: string;
let admin69: { token: string; user: { id: number; email: string } };
let admin70: string;
let form70: number;

beforeAll(async () => {
  database = await openTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "evolusite-admin-forms-"));
  setImageStorage(createLocalDiskStorage(() => uploads));
  admin69 = await createLoggedUser(SITE_69, "ADMIN");
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
  // Site 70 has no form in the seed: one of its own, to check that sites do not see each other's.
  const [row] = await (await getDb())
    .insert(forms)
    .values({ siteId: SITE_70, title: "Réservation d'une dégustation", fields: [{ name: "email", label: "Adresse e-mail", kind: "email", required: true }] })
    .returning({ id: forms.id });
  form70 = row!.id;
});
afterAll(async () => {
  await settleBackgroundWork();
  setImageStorage(null);
  await rm(uploads, { recursive: true, force: true });
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let counter = 0;

/** A visitor's answer through the public route (multipart); returns the organisation typed (unique). */
async function submitQuote(options: { brief?: File | null; siteId?: number; formId?: number; values?: Record<string, string> } = {}): Promise<string> {
  counter += 1;
  const organisation = `Mairie numéro ${counter}`;
  const values: Record<string, string | File | null> = options.values ?? {
    organisation,
    contactName: "Paul Girard",
    email: `paul${counter}@exemple.fr`,
    phone: "04 72 00 00 00",
    structureType: "Collectivité territoriale",
    interventionKind: "Cohésion d'équipe",
    headcount: "25",
    preferredDate: "2027-02-15",
    details: "Séminaire de cohésion pour le service des espaces verts après une réorganisation.",
    brief: options.brief === undefined ? new File([PDF], "cahier-des-charges.pdf", { type: "application/pdf" }) : options.brief,
    consent: "true",
  };
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) body.set(key, value);
  const response = await app.request(`/api/forms/${options.formId ?? QUOTE_FORM}/submit`, {
    method: "POST",
    body,
    headers: { "X-Site-Id": String(options.siteId ?? SITE_69), [CLIENT_ADDRESS_HEADER]: `198.51.100.${counter}` },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return organisation;
}

async function answers(formId = QUOTE_FORM, query = "", token = admin69.token, siteId = SITE_69) {
  const response = await callApi(`/admin/form/${formId}/answers${query}`, { token, siteId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return adminFormAnswerListSchema.parse(response.body.data);
}

async function answerOf(organisation: string): Promise<AdminFormAnswer> {
  const found = (await answers(QUOTE_FORM, "?nbItem=100")).list.find((answer) => answer.values.organisation === organisation);
  if (!found) throw new Error(`no answer from ${organisation}`);
  return found;
}

/** GET of the file route, raw (the body is the file, not an envelope). */
async function download(pathname: string, token: string | null = admin69.token, siteId = SITE_69) {
  const headers: Record<string, string> = { "X-Site-Id": String(siteId) };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await app.request(`/api${pathname}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const fileUrl = (answer: AdminFormAnswer, formId = QUOTE_FORM) => `/admin/form/${formId}/answer/${answer.id}/file/${answer.files[0]!.id}`;
const storedFiles = async () => readdir(path.join(uploads, String(SITE_69))).catch(() => [] as string[]);

async function auditOf(answerId: number) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "form-answer"), eq(auditLog.entityId, String(answerId))));
}

describe("GET /admin/forms", () => {
  it("lists the site's forms with their fields and how many answers they have", async () => {
    const before = adminFormListSchema.parse((await callApi("/admin/forms", { token: admin69.token })).body.data);
    expect(before.map((form) => form.id)).toEqual([QUOTE_FORM]);
    await submitQuote();
    const after = adminFormListSchema.parse((await callApi("/admin/forms", { token: admin69.token })).body.data);
    expect(after[0]).toMatchObject({ id: QUOTE_FORM, title: "Demande de devis pour une intervention en entreprise", isActive: true, answerCount: before[0]!.answerCount + 1 });
    expect(after[0]!.lastAnswerAt).not.toBeNull();
    expect(after[0]!.fields.find((field) => field.name === "brief")).toMatchObject({ kind: "file", label: "Cahier des charges" });

    const forms70 = adminFormListSchema.parse((await callApi("/admin/forms", { token: admin70, siteId: SITE_70 })).body.data);
    expect(forms70).toEqual([expect.objectContaining({ id: form70, answerCount: 0, lastAnswerAt: null })]);
  });
});

describe("GET /admin/form/{id}/answers", () => {
  it("lists the answers newest first with every value and the files' names, paged", async () => {
    const first = await submitQuote();
    const second = await submitQuote({ brief: null });
    const list = await answers();
    expect(list.list.slice(0, 2).map((answer) => answer.values.organisation)).toEqual([second, first]);
    const answer = list.list[1]!;
    expect(answer.formId).toBe(QUOTE_FORM);
    expect(answer.values).toMatchObject({
      organisation: first,
      contactName: "Paul Girard",
      structureType: "Collectivité territoriale",
      preferredDate: "2027-02-15",
      brief: "cahier-des-charges.pdf",
      consent: true,
    });
    expect(answer.files).toEqual([{ id: expect.any(Number), fieldName: "brief", originalName: "cahier-des-charges.pdf", mime: "application/pdf", byteSize: PDF.length }]);
    expect(list.list[0]!.files).toEqual([]);
    expect(list.list[0]!.values.brief).toBeNull();

    const page2 = await answers(QUOTE_FORM, "?nbItem=1&page=2");
    expect(page2).toMatchObject({ total: list.total, pagination: { page: 2, nbItem: 1 } });
    expect(page2.list.map((item) => item.id)).toEqual([answer.id]);
  });

  it("refuses a malformed id or list query (422) and an unknown form (404), in the envelope", async () => {
    for (const [pathname, status] of [
      ["/admin/form/abc/answers", 422],
      [`/admin/form/${QUOTE_FORM}/answers?orderBy=values`, 422],
      [`/admin/form/${QUOTE_FORM}/answers?page=0`, 422],
      ["/admin/form/999999/answers", 404],
    ] as const) {
      const response = await callApi(pathname, { token: admin69.token });
      expect(response.status, pathname).toBe(status);
      expect(response.body.success).toBe(false);
    }
    expect((await callApi("/admin/form/999999/answers", { token: admin69.token })).body.message).toBe(ADMIN_FORM_MESSAGES.formNotFound);
  });
});

describe("GET /admin/form/{id}/answer/{answerId}/file/{fileId}", () => {
  it("sends the file's bytes as a download, never inline, with nosniff", async () => {
    const organisation = await submitQuote({ brief: new File([PDF], "Cahier des charges « été » \"v2\".pdf", { type: "application/pdf" }) });
    const answer = await answerOf(organisation);
    const file = await download(fileUrl(answer));
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(PDF);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-length")).toBe(String(PDF.length));
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("no-store");
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="Cahier des charges _ ete _ _v2_.pdf"; filename*=UTF-8''Cahier%20des%20charges%20%C2%AB%20%C3%A9t%C3%A9%20%C2%BB%20%22v2%22.pdf`,
    );
  });

  it("serves a stored file of any other type as bytes to save (application/octet-stream), never as HTML", async () => {
    const organisation = await submitQuote({ brief: null });
    const answer = await answerOf(organisation);
    // A file row that was not typed by content (older data, a bug): its stored type is not trusted.
    const html = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    await createLocalDiskStorage(() => uploads).write(SITE_69, "form-legacy.html", html);
    const [row] = await (await getDb())
      .insert(formAnswerFiles)
      .values({ siteId: SITE_69, answerId: answer.id, fieldName: "brief", originalName: "page.html", storedName: "form-legacy.html", mime: "text/html", byteSize: html.length })
      .returning({ id: formAnswerFiles.id });
    const file = await download(`/admin/form/${QUOTE_FORM}/answer/${answer.id}/file/${row!.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/octet-stream");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="page\.html"/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 404 in the envelope for a file of another answer, another form, or one whose bytes are gone", async () => {
    const withFile = await answerOf(await submitQuote());
    const other = await answerOf(await submitQuote());
    const wrongAnswer = await callApi(`/admin/form/${QUOTE_FORM}/answer/${other.id}/file/${withFile.files[0]!.id}`, { token: admin69.token });
    expect(wrongAnswer.status).toBe(404);
    expect(wrongAnswer.body).toEqual({ success: false, data: null, message: ADMIN_FORM_MESSAGES.fileNotFound });
    expect((await callApi(`/admin/form/${form70}/answer/${withFile.id}/file/${withFile.files[0]!.id}`, { token: admin69.token })).status).toBe(404);
    expect((await callApi(`/admin/form/${QUOTE_FORM}/answer/${withFile.id}/file/abc`, { token: admin69.token })).status).toBe(422);

    const [stored] = await (await getDb()).select().from(formAnswerFiles).where(eq(formAnswerFiles.id, other.files[0]!.id));
    await createLocalDiskStorage(() => uploads).remove(SITE_69, [stored!.storedName]);
    expect((await callApi(fileUrl(other), { token: admin69.token })).status).toBe(404);
  });
});

describe("DELETE /admin/form/{id}/answer/{answerId}", () => {
  it("deletes the answer, its file rows and stored files; audited with the values; a second time is a 404", async () => {
    const organisation = await submitQuote();
    const answer = await answerOf(organisation);
    const [fileRow] = await (await getDb()).select().from(formAnswerFiles).where(eq(formAnswerFiles.answerId, answer.id));
    expect(await storedFiles()).toContain(fileRow!.storedName);

    const response = await callApi(`/admin/form/${QUOTE_FORM}/answer/${answer.id}`, { method: "DELETE", token: admin69.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: ADMIN_FORM_MESSAGES.answerDeleted });
    expect(await (await getDb()).select().from(formAnswers).where(eq(formAnswers.id, answer.id))).toEqual([]);
    expect(await (await getDb()).select().from(formAnswerFiles).where(eq(formAnswerFiles.answerId, answer.id))).toEqual([]);
    expect(await storedFiles()).not.toContain(fileRow!.storedName);
    expect((await answers(QUOTE_FORM, "?nbItem=100")).list.some((item) => item.id === answer.id)).toBe(false);
    expect(await auditOf(answer.id)).toEqual([
      expect.objectContaining({
        siteId: SITE_69,
        userId: admin69.user.id,
        userEmail: admin69.user.email,
        action: "form-answer.delete",
        before: { formId: QUOTE_FORM, createdAt: answer.createdAt, values: answer.values, files: [{ fieldName: "brief", originalName: "cahier-des-charges.pdf", byteSize: PDF.length }] },
        after: null,
      }),
    ]);
    const again = await callApi(`/admin/form/${QUOTE_FORM}/answer/${answer.id}`, { method: "DELETE", token: admin69.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ADMIN_FORM_MESSAGES.answerNotFound);
  });

  it("refuses an answer under another form of the site, or a malformed id, and deletes nothing", async () => {
    const [otherForm] = await (await getDb())
      .insert(forms)
      .values({ siteId: SITE_69, title: "Autre formulaire", fields: [{ name: "email", label: "E-mail", kind: "email", required: true }], isActive: false })
      .returning({ id: forms.id });
    const answer = await answerOf(await submitQuote());
    const response = await callApi(`/admin/form/${otherForm!.id}/answer/${answer.id}`, { method: "DELETE", token: admin69.token });
    expect(response.status).toBe(404);
    expect(response.body.success).toBe(false);
    const malformed = await callApi(`/admin/form/${QUOTE_FORM}/answer/1.5`, { method: "DELETE", token: admin69.token });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data).toHaveProperty("answerId");
    expect((await answerOf(answer.values.organisation as string)).id).toBe(answer.id);
    expect(await auditOf(answer.id)).toEqual([]);
    // A form no longer offered keeps its answers readable.
    expect((await answers(otherForm!.id)).total).toBe(0);
  });
});

describe("roles and sites", () => {
  it("answers 401 without a session and 403 to a customer on every route", async () => {
    const answer = await answerOf(await submitQuote());
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    const routes = ["/admin/forms", `/admin/form/${QUOTE_FORM}/answers`, fileUrl(answer)];
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      for (const pathname of routes) {
        const response = await callApi(pathname, { token });
        expect(response.status, pathname).toBe(status);
        expect(response.body.success).toBe(false);
      }
      expect((await callApi(`/admin/form/${QUOTE_FORM}/answer/${answer.id}`, { method: "DELETE", token })).status).toBe(status);
    }
    expect((await download(fileUrl(answer), null)).bytes).not.toEqual(PDF);
    const superAdmin = (await createLoggedUser(SITE_69, "SUPER_ADMIN")).token;
    expect((await download(fileUrl(answer), superAdmin)).status).toBe(200);
    expect((await answerOf(answer.values.organisation as string)).id).toBe(answer.id);
  });

  it("keeps each site's answers and files to its own admins: another site's is a 404 and stays", async () => {
    const answer69 = await answerOf(await submitQuote());
    await submitQuote({ siteId: SITE_70, formId: form70, values: { email: "caviste@exemple.fr" } });
    const list70 = await answers(form70, "", admin70, SITE_70);
    expect(list70.list.map((answer) => answer.values)).toEqual([{ email: "caviste@exemple.fr" }]);

    // Site 69's form, answer and file through site 70's admin.
    expect((await callApi(`/admin/form/${QUOTE_FORM}/answers`, { token: admin70, siteId: SITE_70 })).status).toBe(404);
    expect((await download(fileUrl(answer69), admin70, SITE_70)).status).toBe(404);
    expect((await download(fileUrl(answer69, form70), admin70, SITE_70)).status).toBe(404);
    const removed = await callApi(`/admin/form/${form70}/answer/${answer69.id}`, { method: "DELETE", token: admin70, siteId: SITE_70 });
    expect(removed.status).toBe(404);
    expect((await callApi(`/admin/form/${QUOTE_FORM}/answer/${answer69.id}`, { method: "DELETE", token: admin70, siteId: SITE_70 })).status).toBe(404);
    // Site 70's form through site 69's admin.
    expect((await callApi(`/admin/form/${form70}/answers`, { token: admin69.token })).status).toBe(404);

    expect((await download(fileUrl(answer69))).bytes).toEqual(PDF);
    expect(await auditOf(answer69.id)).toEqual([]);
  });
});
