import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, contactMessages } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { ADMIN_CONTACT_MESSAGES, contactMessageListSchema, contactMessageViewSchema, type ContactMessageView } from "@/lib/schemas/contact";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

/** « Contenus → Messages »: GET /admin/messages, PUT /admin/message/{id}/read, DELETE /admin/message/{id}. */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin69: { token: string; user: { id: number; email: string } };
let admin70: string;

beforeAll(async () => {
  database = await openTestDatabase();
  admin69 = await createLoggedUser(SITE_69, "ADMIN");
  admin70 = (await createLoggedUser(SITE_70, "ADMIN")).token;
});
afterAll(async () => {
  await settleBackgroundWork();
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let counter = 0;

/** A visitor's message through the public contact form (POST /message); its subject is unique. */
async function sendMessage(siteId: number = SITE_69, overrides: Record<string, unknown> = {}): Promise<string> {
  counter += 1;
  const subject = `Demande ${counter} (${process.pid})`;
  const response = await callApi("/message", {
    siteId,
    method: "POST",
    body: JSON.stringify({
      name: `Visiteur ${counter}`,
      email: `visiteur${counter}@exemple.fr`,
      phone: "06 12 34 56 78",
      subject,
      message: "Bonjour, je voudrais des informations sur vos séances individuelles.",
      consent: true,
      ...overrides,
    }),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: `203.0.113.${counter}` },
  });
  expect(response.status).toBe(201);
  return subject;
}

async function list(query = "", token = admin69.token, siteId = SITE_69) {
  const response = await callApi(`/admin/messages${query}`, { token, siteId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return contactMessageListSchema.parse(response.body.data);
}

async function findBySubject(subject: string, siteId = SITE_69): Promise<ContactMessageView> {
  const token = siteId === SITE_69 ? admin69.token : admin70;
  const found = (await list("?nbItem=100", token, siteId)).list.find((message) => message.subject === subject);
  if (!found) throw new Error(`no message « ${subject} »`);
  return found;
}

const json = (method: string, body: unknown, token: string | undefined = admin69.token, siteId = SITE_69) => ({
  method,
  token,
  siteId,
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

async function auditOf(id: number) {
  return (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "contact-message"), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

async function storedRow(id: number) {
  const [row] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

describe("GET /admin/messages", () => {
  it("lists the messages newest first, unread, with every field and the unread count", async () => {
    const first = await sendMessage();
    const second = await sendMessage(SITE_69, { phone: "" });
    const answer = await list();
    expect(answer.list.map((message) => message.subject).slice(0, 2)).toEqual([second, first]);
    expect(answer.list[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/^Visiteur /),
      email: expect.stringMatching(/@exemple\.fr$/),
      phone: null,
      subject: second,
      message: "Bonjour, je voudrais des informations sur vos séances individuelles.",
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(answer.list[1]!.phone).toBe("06 12 34 56 78");
    expect(answer.unread).toBe(answer.list.filter((message) => message.readAt === null).length);
    expect(answer.unread).toBeGreaterThanOrEqual(2);
  });

  it("pages: nbItem and page, with the real total", async () => {
    await sendMessage();
    await sendMessage();
    const all = await list("?nbItem=100");
    const page2 = await list("?nbItem=1&page=2");
    expect(page2.total).toBe(all.total);
    expect(page2.pagination).toEqual({ page: 2, nbItem: 1 });
    expect(page2.list.map((message) => message.id)).toEqual([all.list[1]!.id]);
  });

  it("refuses a bad list query with 422 in the envelope", async () => {
    const response = await callApi("/admin/messages?orderBy=message&nbItem=0", { token: admin69.token });
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.data).toMatchObject({ orderBy: [expect.stringContaining("Tri impossible")], nbItem: [expect.any(String)] });
  });
});

describe("roles and sites", () => {
  it("answers 401 without a session, 403 to a customer, 200 to a SUPER_ADMIN", async () => {
    const subject = await sendMessage();
    const { id } = await findBySubject(subject);
    const customer = (await createLoggedUser(SITE_69, "CUSTOMER")).token;
    const superAdmin = (await createLoggedUser(SITE_69, "SUPER_ADMIN")).token;
    for (const [token, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      expect((await callApi("/admin/messages", { token })).status).toBe(status);
      expect((await callApi(`/admin/message/${id}/read`, { ...json("PUT", { isRead: true }), token })).status).toBe(status);
      expect((await callApi(`/admin/message/${id}`, { method: "DELETE", token })).status).toBe(status);
    }
    // A session of site 70 is no login on site 69.
    expect((await callApi("/admin/messages", { token: admin70 })).status).toBe(401);
    expect((await storedRow(id))?.readAt).toBeNull();
    expect(await auditOf(id)).toEqual([]);
    expect((await callApi("/admin/messages", { token: superAdmin })).status).toBe(200);
  });

  it("keeps each site's messages to its own admins: another site's message is a 404 and stays as it was", async () => {
    const subject70 = await sendMessage(SITE_70);
    const subject69 = await sendMessage(SITE_69);
    const message69 = await findBySubject(subject69);
    const message70 = await findBySubject(subject70, SITE_70);
    expect((await list("?nbItem=100")).list.some((message) => message.id === message70.id)).toBe(false);
    expect((await list("?nbItem=100", admin70, SITE_70)).list.map((message) => message.id)).toContain(message70.id);
    expect((await list("?nbItem=100", admin70, SITE_70)).list.some((message) => message.id === message69.id)).toBe(false);

    const read = await callApi(`/admin/message/${message69.id}/read`, json("PUT", { isRead: true }, admin70, SITE_70));
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ success: false, data: null, message: ADMIN_CONTACT_MESSAGES.notFound });
    const removed = await callApi(`/admin/message/${message69.id}`, { method: "DELETE", token: admin70, siteId: SITE_70 });
    expect(removed.status).toBe(404);
    expect(await storedRow(message69.id)).toMatchObject({ siteId: SITE_69, subject: subject69, readAt: null });
    expect(await auditOf(message69.id)).toEqual([]);
  });
});

describe("PUT /admin/message/{id}/read", () => {
  it("marks a message read (once, audited), then unread again; the unread count follows", async () => {
    const subject = await sendMessage();
    const { id } = await findBySubject(subject);
    const unreadBefore = (await list()).unread;

    const read = await callApi(`/admin/message/${id}/read`, json("PUT", { isRead: true }));
    expect(read.status).toBe(200);
    expect(read.body.message).toBe(ADMIN_CONTACT_MESSAGES.markedRead);
    const readView = contactMessageViewSchema.parse(read.body.data);
    expect(readView).toMatchObject({ id, subject });
    expect(readView.readAt).not.toBeNull();
    expect((await list()).unread).toBe(unreadBefore - 1);
    expect((await findBySubject(subject)).readAt).toBe(readView.readAt);

    // Opening it again changes nothing and records nothing.
    const again = await callApi(`/admin/message/${id}/read`, json("PUT", { isRead: true }));
    expect(contactMessageViewSchema.parse(again.body.data).readAt).toBe(readView.readAt);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ siteId: SITE_69, userId: admin69.user.id, userEmail: admin69.user.email, action: "contact-message.mark", before: { isRead: false }, after: { isRead: true } }),
    ]);

    const unread = await callApi(`/admin/message/${id}/read`, json("PUT", { isRead: false }));
    expect(unread.status).toBe(200);
    expect(unread.body.message).toBe(ADMIN_CONTACT_MESSAGES.markedUnread);
    expect(contactMessageViewSchema.parse(unread.body.data).readAt).toBeNull();
    expect((await list()).unread).toBe(unreadBefore);
    expect((await auditOf(id)).map((entry) => entry.after)).toEqual([{ isRead: true }, { isRead: false }]);
  });

  it("refuses bad input with 4xx in the envelope and changes nothing", async () => {
    const subject = await sendMessage();
    const { id } = await findBySubject(subject);
    const cases = [
      { path: `/admin/message/${id}/read`, options: json("PUT", { isRead: "oui" }), status: 422, field: "isRead" },
      { path: `/admin/message/${id}/read`, options: json("PUT", {}), status: 422, field: "isRead" },
      { path: `/admin/message/${id}/read`, options: json("PUT", { isRead: true, readAt: "2026-01-01" }), status: 422, field: "body" },
      { path: `/admin/message/${id}/read`, options: json("PUT", "{"), status: 422, field: "body" },
      { path: "/admin/message/abc/read", options: json("PUT", { isRead: true }), status: 422, field: "id" },
      { path: "/admin/message/0/read", options: json("PUT", { isRead: true }), status: 422, field: "id" },
      { path: "/admin/message/999999/read", options: json("PUT", { isRead: true }), status: 404, field: null },
    ];
    for (const { path, options, status, field } of cases) {
      const response = await callApi<Record<string, string[]> | null>(path, options);
      expect(response.status, `${path} ${options.body}`).toBe(status);
      expect(response.body.success).toBe(false);
      expect(typeof response.body.message).toBe("string");
      if (field) expect(Object.keys(response.body.data ?? {})).toContain(field);
    }
    const noJson = await callApi(`/admin/message/${id}/read`, { method: "PUT", token: admin69.token, body: "isRead=true", headers: { "Content-Type": "text/plain" } });
    expect(noJson.status).toBe(415);
    expect(noJson.body.success).toBe(false);
    expect((await storedRow(id))?.readAt).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("DELETE /admin/message/{id}", () => {
  it("deletes the message, keeps its content in the audit log; a second time is a 404", async () => {
    const subject = await sendMessage();
    const message = await findBySubject(subject);
    const total = (await list()).total;
    const response = await callApi(`/admin/message/${message.id}`, { method: "DELETE", token: admin69.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: ADMIN_CONTACT_MESSAGES.deleted });
    expect(await storedRow(message.id)).toBeNull();
    expect((await list()).total).toBe(total - 1);
    expect(await auditOf(message.id)).toEqual([
      expect.objectContaining({ siteId: SITE_69, userId: admin69.user.id, action: "contact-message.delete", before: message, after: null }),
    ]);
    const again = await callApi(`/admin/message/${message.id}`, { method: "DELETE", token: admin69.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ADMIN_CONTACT_MESSAGES.notFound);
    expect((await callApi("/admin/message/abc", { method: "DELETE", token: admin69.token })).status).toBe(422);
    expect(await auditOf(message.id)).toHaveLength(1);
  });
});
