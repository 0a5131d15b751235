import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { outbox, users } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import type { OutboxList, OutboxMessage } from "@/lib/schemas/outbox";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { openTestDatabase } from "@/tests/support/test-database";

type OutboxPage = OutboxList;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  // No SMTP server: every e-mail stays in the outbox.
  delete process.env.SMTP_URL;
  database = await openTestDatabase();
});
afterAll(async () => {
  await settleBackgroundWork();
  await database.dispose();
});
beforeEach(() => resetRateLimits());

let counter = 0;
async function customer(siteId: number) {
  const email = `outbox${(counter += 1)}@exemple.fr`;
  const [user] = await (await getDb()).insert(users).values({ siteId, email, firstname: "Inès", lastname: "Martin" }).returning();
  return user!;
}

function put(path: string, body: unknown, siteId = SITE_69) {
  return callApi(path, { siteId, method: "PUT", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
}

async function askReset(email: string, siteId = SITE_69) {
  const response = await put("/password/reset/ask", { email }, siteId);
  expect(response.status).toBe(200);
  await settleBackgroundWork();
}

describe("without SMTP_URL", () => {
  it("keeps the reset e-mail in the outbox (transport OUTBOX), readable by the admin, and its link works", async () => {
    const user = await customer(SITE_69);
    await askReset(user.email);
    const { token } = await createLoggedUser(SITE_69, "ADMIN");

    const page = await callApi<OutboxPage>(`/admin/outbox?toAddress=${encodeURIComponent(user.email)}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(1);
    const summary = page.body.data.list[0]!;
    expect(summary).toMatchObject({
      toAddress: user.email,
      fromAddress: '"Élan Coaching" <contact@elan-coaching.fr>',
      subject: "Réinitialisation de votre mot de passe – Élan Coaching",
      kind: "PASSWORD_RESET",
      transport: "OUTBOX",
      sentAt: null,
      error: null,
    });
    expect(summary).not.toHaveProperty("html");
    expect(new Date(summary.createdAt).toISOString()).toBe(summary.createdAt);

    const detail = await callApi<OutboxMessage>(`/admin/outbox/${summary.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.html).toContain("<html lang=\"fr\">");
    expect(detail.body.data.text).toContain("Bonjour Inès,");
    // The outbox is the only delivery here: the link is whole and works.
    const link = /\/password\/reset\/([A-Za-z0-9_-]{20,})/.exec(detail.body.data.text);
    expect(link).not.toBeNull();
    const reset = await put("/password/reset", { token: link![1], password: "Une phrase de passe solide" });
    expect(reset.status).toBe(200);
  });

  it("escapes every value put into the HTML", async () => {
    const db = await getDb();
    const [user] = await db
      .insert(users)
      .values({ siteId: SITE_69, email: `xss${(counter += 1)}@exemple.fr`, firstname: '<img src=x onerror="alert(1)">' })
      .returning();
    await askReset(user!.email);
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const page = await callApi<OutboxPage>(`/admin/outbox?toAddress=${encodeURIComponent(user!.email)}`, { token });
    const detail = await callApi<OutboxMessage>(`/admin/outbox/${page.body.data.list[0]!.id}`, { token });
    expect(detail.body.data.html).not.toContain("<img src=x");
    expect(detail.body.data.html).toContain("Bonjour &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
  });

  it("refuses guests (401) and customers (403)", async () => {
    expect((await callApi("/admin/outbox")).status).toBe(401);
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const list = await callApi("/admin/outbox", { token });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe("Vous n'avez pas les droits nécessaires.");
    expect((await callApi("/admin/outbox/1", { token })).status).toBe(403);
  });

  it("lets a SUPER_ADMIN read it too", async () => {
    const { token } = await createLoggedUser(SITE_69, "SUPER_ADMIN");
    expect((await callApi("/admin/outbox", { token })).status).toBe(200);
  });

  it("keeps each site's outbox to itself", async () => {
    const user69 = await customer(SITE_69);
    const user70 = await customer(SITE_70);
    await askReset(user69.email, SITE_69);
    await askReset(user70.email, SITE_70);
    const admin69 = await createLoggedUser(SITE_69, "ADMIN");
    const admin70 = await createLoggedUser(SITE_70, "ADMIN");

    const list70 = await callApi<OutboxPage>("/admin/outbox?nbItem=100", { siteId: SITE_70, token: admin70.token });
    const addresses70 = list70.body.data.list.map((m) => m.toAddress);
    expect(addresses70).toContain(user70.email);
    expect(addresses70).not.toContain(user69.email);
    const message70 = list70.body.data.list.find((m) => m.toAddress === user70.email)!;
    expect(message70.fromAddress).toBe('"Domaine des Trois Collines" <boutique@domaine-des-trois-collines.fr>');

    const list69 = await callApi<OutboxPage>("/admin/outbox?nbItem=100", { token: admin69.token });
    const message69 = list69.body.data.list.find((m) => m.toAddress === user69.email)!;
    expect(list69.body.data.list.map((m) => m.toAddress)).not.toContain(user70.email);

    // A message id of site 69 does not exist for site 70; a token of site 70 is not a login on 69.
    const foreign = await callApi(`/admin/outbox/${message69.id}`, { siteId: SITE_70, token: admin70.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Message introuvable.");
    expect((await callApi("/admin/outbox", { siteId: SITE_69, token: admin70.token })).status).toBe(401);
  });

  it("follows the list-query grammar (filters, order, paging, 422)", async () => {
    for (let i = 0; i < 3; i++) await askReset((await customer(SITE_69)).email);
    const { token } = await createLoggedUser(SITE_69, "ADMIN");
    const db = await getDb();
    const all = await db.select().from(outbox);
    const total69 = all.filter((m) => m.siteId === SITE_69).length;

    const page = await callApi<OutboxPage>("/admin/outbox?nbItem=2&page=1", { token });
    expect(page.body.data.total).toBe(total69);
    expect(page.body.data.pagination).toEqual({ page: 1, nbItem: 2 });
    expect(page.body.data.list).toHaveLength(2);
    // Newest first by default.
    expect(page.body.data.list[0]!.id).toBeGreaterThan(page.body.data.list[1]!.id);

    const byKind = await callApi<OutboxPage>("/admin/outbox?kind=PASSWORD_RESET&transport=OUTBOX&orderBy=id:asc", { token });
    expect(byKind.body.data.total).toBe(total69);
    const ids = byKind.body.data.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await callApi<OutboxPage>("/admin/outbox?kind=NEWSLETTER_CONFIRM", { token })).body.data.total).toBe(0);

    const bad = await callApi<Record<string, string[]>>("/admin/outbox?orderBy=html&foo=1", { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(["foo", "orderBy"]);
    expect((await callApi("/admin/outbox/abc", { token })).status).toBe(422);
    expect((await callApi("/admin/outbox/999999", { token })).status).toBe(404);
  });
});
