import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { newsletterSubscriptions, outbox, users } from "@/lib/platform/db/schema";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { NEWSLETTER_SUBSCRIBE_LIMITS } from "@/lib/platform/routes/newsletter";
import { createSession } from "@/lib/platform/services/create-session";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { EMAIL_NOT_VERIFIED_MESSAGE } from "@/lib/platform/routes/newsletter";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import { registeredAndLoggedIn, STRONG_PASSWORD } from "@/tests/support/accounts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

interface NewsletterList {
  id: number;
  name: string;
  description: string | null;
  isDefault: boolean;
}
interface Subscription {
  listId: number;
  status: "PENDING" | "CONFIRMED" | "UNSUBSCRIBED";
}

const SENT = "Un e-mail de confirmation vient de vous être envoyé.";
const DISABLED = "L'inscription à la lettre d'information est désactivée.";
const LINK_INVALID = "Ce lien de confirmation n'est plus valide : inscrivez-vous à nouveau.";

let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let lists69: NewsletterList[];
let lists70: NewsletterList[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  database = await openTestDatabase();
  lists69 = (await callApi<NewsletterList[]>("/user/newsletter/lists", { siteId: SITE_69 })).body.data;
  lists70 = (await callApi<NewsletterList[]>("/user/newsletter/lists", { siteId: SITE_70 })).body.data;
});
afterAll(async () => {
  await settleBackgroundWork();
  await database.dispose();
  await smtp.close();
});
beforeEach(() => resetRateLimits());

let counter = 0;
let ipCounter = 0;
const nextEmail = () => `lecteur${(counter += 1)}@exemple.fr`;
const nextIp = () => `192.0.2.${(ipCounter = (ipCounter % 250) + 1)}`;

function send(method: "POST" | "PUT", path: string, body: unknown, options: { siteId?: number; token?: string; ip?: string } = {}) {
  return callApi<unknown>(path, {
    siteId: options.siteId ?? SITE_69,
    token: options.token,
    method,
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp() },
  });
}

const subscribe = (body: { email: string; listId?: number }, options: Parameters<typeof send>[3] = {}) =>
  send("POST", "/newsletter/subscribe", body, options);
const confirm = (token: string, siteId = SITE_69) => send("PUT", "/newsletter/confirm", { token }, { siteId });

function confirmationToken(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+)\/newsletter\/confirmation\/([A-Za-z0-9_-]{20,})/.exec(mail.text);
  if (!match) throw new Error(`No confirmation link in: ${mail.text}`);
  return { link: match[0], token: match[2]! };
}

async function statusOf(email: string, listId: number) {
  const [row] = await (await getDb())
    .select({ status: newsletterSubscriptions.status, confirmTokenHash: newsletterSubscriptions.confirmTokenHash })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.listId, listId)));
  return row ?? null;
}

/** A customer with a chosen address and a live session; returns the session token. */
async function userWithEmail(siteId: number, email: string) {
  const db = await getDb();
  const [user] = await db.insert(users).values({ siteId, email, firstname: "Jules", lastname: "Bernard", emailVerifiedAt: new Date() }).returning();
  return (await createSession(db, siteId, user!.id)).token;
}

async function setNewsletterEnabled(siteId: number, enabled: boolean) {
  const { token } = await createLoggedUser(siteId, "ADMIN");
  const response = await callApi(`/admin/parameter/ENABLE_NEWSLETTER`, {
    siteId,
    token,
    method: "PUT",
    body: JSON.stringify({ value: String(enabled) }),
    headers: { "Content-Type": "application/json" },
  });
  expect(response.status).toBe(200);
}

describe("GET /user/newsletter/lists", () => {
  it("lists the site's own lists, default first", () => {
    expect(lists69.map((l) => l.name)).toEqual(["Actualités d'Élan Coaching", "Ateliers et événements"]);
    expect(lists69.map((l) => l.isDefault)).toEqual([true, false]);
    expect(lists69[0]!.description).toBeTruthy();
    expect(lists70.map((l) => l.name)).toEqual(["Les nouvelles du Domaine"]);
    const ids70 = new Set(lists70.map((l) => l.id));
    expect(lists69.some((l) => ids70.has(l.id))).toBe(false);
  });
});

describe("POST /newsletter/subscribe + PUT /newsletter/confirm (double opt-in)", () => {
  it("answers 202, e-mails a confirmation link, and confirms the subscription once", async () => {
    const email = nextEmail();
    const list = lists69[1]!;
    const response = await subscribe({ email, listId: list.id });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ success: true, data: null, message: SENT });

    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toBe("Confirmez votre inscription à « Ateliers et événements »");
    expect(mail.from).toContain("<contact@elan-coaching.fr>");
    const { link, token } = confirmationToken(mail);
    // The test request's origin (http://localhost, port 80) is not one of the site's: its prod URL is used.
    expect(link).toBe(`https://www.elan-coaching.fr/newsletter/confirmation/${token}`);
    expect(mail.html).toContain(`href="${link}"`);
    await settleBackgroundWork();
    expect(await statusOf(email, list.id)).toEqual({ status: "PENDING", confirmTokenHash: hashSessionToken(token) });

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      success: true,
      data: { listId: list.id, listName: "Ateliers et événements", status: "CONFIRMED" },
      message: "Votre inscription est confirmée.",
    });
    expect((await statusOf(email, list.id))?.status).toBe("CONFIRMED");

    const again = await confirm(token);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ success: false, data: { token: [LINK_INVALID] }, message: LINK_INVALID });
  });

  it("uses the default list when none is given", async () => {
    const email = nextEmail();
    expect((await subscribe({ email })).status).toBe(202);
    const mail = await smtp.waitForMessage(email);
    expect(mail.subject).toContain("« Actualités d'Élan Coaching »");
    await settleBackgroundWork();
    expect((await statusOf(email, lists69[0]!.id))?.status).toBe("PENDING");
  });

  it("gives an already confirmed address the same 202 without a new e-mail", async () => {
    const email = nextEmail();
    const listId = lists69[0]!.id;
    await subscribe({ email, listId });
    expect((await confirm(confirmationToken(await smtp.waitForMessage(email)).token)).status).toBe(200);

    const again = await subscribe({ email, listId });
    expect(again.status).toBe(202);
    expect(again.body.message).toBe(SENT);
    await settleBackgroundWork();
    expect(smtp.messagesFor(email)).toHaveLength(1);
    expect((await statusOf(email, listId))?.status).toBe("CONFIRMED");
  });

  it("sends a new link to a pending address, and only the latest link confirms", async () => {
    const email = nextEmail();
    const listId = lists69[0]!.id;
    await subscribe({ email, listId });
    const first = confirmationToken(await smtp.waitForMessage(email)).token;
    await settleBackgroundWork();
    await subscribe({ email, listId });
    const second = confirmationToken(await smtp.waitForMessage(email)).token;
    await settleBackgroundWork();
    expect((await confirm(first)).status).toBe(422);
    expect((await confirm(second)).status).toBe(200);
  });

  it("refuses an unknown list or a list of another site (422), sending nothing", async () => {
    const email = nextEmail();
    const unknown = await subscribe({ email, listId: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data).toEqual({ listId: ["La liste choisie n'existe pas."] });
    const foreign = await subscribe({ email, listId: lists70[0]!.id });
    expect(foreign.status).toBe(422);
    expect((await subscribe({ email: "pas-une-adresse" })).status).toBe(422);
    await settleBackgroundWork();
    expect(smtp.messagesFor(email)).toHaveLength(0);
  });

  it("refuses a confirmation link on another site and an expired one", async () => {
    const email = nextEmail();
    await subscribe({ email });
    const { token } = confirmationToken(await smtp.waitForMessage(email));
    await settleBackgroundWork();
    expect((await confirm(token, SITE_70)).status).toBe(422);

    await (await getDb())
      .update(newsletterSubscriptions)
      .set({ updatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await confirm(token)).status).toBe(422);
    expect((await statusOf(email, lists69[0]!.id))?.status).toBe("PENDING");
  });

  it("keeps the same address separate on each site", async () => {
    const email = nextEmail();
    const on69 = await userWithEmail(SITE_69, email);
    const on70 = await userWithEmail(SITE_70, email);
    await subscribe({ email }, { siteId: SITE_70 });
    const mail = await smtp.waitForMessage(email);
    expect(mail.from).toContain("<boutique@domaine-des-trois-collines.fr>");
    expect(mail.subject).toContain("« Les nouvelles du Domaine »");
    expect((await confirm(confirmationToken(mail).token, SITE_70)).status).toBe(200);

    const seen70 = await callApi<Subscription[]>("/user/newsletter/subscription", { siteId: SITE_70, token: on70 });
    expect(seen70.body.data).toEqual([{ listId: lists70[0]!.id, status: "CONFIRMED" }]);
    const seen69 = await callApi<Subscription[]>("/user/newsletter/subscription", { siteId: SITE_69, token: on69 });
    expect(seen69.body.data).toEqual([]);
  });

  it("is refused (403) while ENABLE_NEWSLETTER is off", async () => {
    await setNewsletterEnabled(SITE_69, false);
    try {
      const email = nextEmail();
      const response = await subscribe({ email });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(DISABLED);
      await settleBackgroundWork();
      expect(smtp.messagesFor(email)).toHaveLength(0);
      // Site 70 is not affected.
      expect((await subscribe({ email }, { siteId: SITE_70 })).status).toBe(202);
    } finally {
      await setNewsletterEnabled(SITE_69, true);
    }
  });

  it("limits valid subscriptions to 3 an hour per client address (429, nothing sent)", async () => {
    const ip = "198.51.100.23";
    for (let i = 0; i < NEWSLETTER_SUBSCRIBE_LIMITS.perClient; i++) expect((await subscribe({ email: nextEmail() }, { ip })).status).toBe(202);
    const email = nextEmail();
    const limited = await subscribe({ email }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Trop de tentatives : réessayez dans quelques minutes.");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    await settleBackgroundWork();
    expect(smtp.messagesFor(email)).toHaveLength(0);
    // Invalid requests send nothing and take no slot of another address.
    expect((await subscribe({ email: "pas-une-adresse" }, { ip: "198.51.100.24" })).status).toBe(422);
    expect((await subscribe({ email: nextEmail() }, { ip: "198.51.100.24" })).status).toBe(202);
    await settleBackgroundWork();
  });

  it("limits confirmation e-mails to 3 an hour per address, whatever client asks (429), per site", async () => {
    const email = nextEmail();
    for (let i = 0; i < NEWSLETTER_SUBSCRIBE_LIMITS.perEmail; i++) {
      expect((await subscribe({ email })).status).toBe(202);
      await smtp.waitForMessage(email);
      await settleBackgroundWork();
    }
    const limited = await subscribe({ email: email.toUpperCase() });
    expect(limited.status).toBe(429);
    await settleBackgroundWork();
    expect(smtp.messagesFor(email)).toHaveLength(NEWSLETTER_SUBSCRIBE_LIMITS.perEmail);
    // The refusal took nothing from its client address; another site counts apart.
    expect((await subscribe({ email: nextEmail() }, { ip: "198.51.100.31" })).status).toBe(202);
    expect((await subscribe({ email }, { siteId: SITE_70 })).status).toBe(202);
    await settleBackgroundWork();
  });

  it("counts IPv6 clients per /64: two addresses of one /64 share the limit, another /64 has its own", async () => {
    for (let i = 1; i <= NEWSLETTER_SUBSCRIBE_LIMITS.perClient; i++) {
      expect((await subscribe({ email: nextEmail() }, { ip: `2001:db8:42:1::${i}` })).status).toBe(202);
    }
    expect((await subscribe({ email: nextEmail() }, { ip: "2001:db8:42:1:ffff:1:2:3" })).status).toBe(429);
    expect((await subscribe({ email: nextEmail() }, { ip: "2001:db8:42:2::1" })).status).toBe(202);
    await settleBackgroundWork();
  });

  it("records every confirmation e-mail in the outbox (kind NEWSLETTER_CONFIRM, link masked)", async () => {
    const email = nextEmail();
    await subscribe({ email });
    const { token } = confirmationToken(await smtp.waitForMessage(email));
    await settleBackgroundWork();
    const [row] = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, email));
    expect(row).toMatchObject({ siteId: SITE_69, kind: "NEWSLETTER_CONFIRM", transport: "SMTP", error: null });
    expect(row!.text).not.toContain(token);
  });
});

describe("GET / PUT /user/newsletter/subscription", () => {
  const put = (token: string, subscriptions: unknown, siteId = SITE_69) =>
    callApi<Subscription[] | Record<string, string[]>>("/user/newsletter/subscription", {
      siteId,
      token,
      method: "PUT",
      body: JSON.stringify({ subscriptions }),
      headers: { "Content-Type": "application/json" },
    });

  it("needs a login (401)", async () => {
    expect((await callApi("/user/newsletter/subscription")).status).toBe(401);
    const response = await callApi("/user/newsletter/subscription", {
      method: "PUT",
      body: JSON.stringify({ subscriptions: [] }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(401);
  });

  it("subscribes a logged user at once (no e-mail), then unsubscribes", async () => {
    const { user, token } = await createLoggedUser(SITE_69, "CUSTOMER");
    expect((await callApi<Subscription[]>("/user/newsletter/subscription", { token })).body.data).toEqual([]);

    const [news, workshops] = lists69 as [NewsletterList, NewsletterList];
    const joined = await put(token, [
      { listId: news.id, subscribed: true },
      { listId: workshops.id, subscribed: true },
    ]);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toEqual([
      { listId: news.id, status: "CONFIRMED" },
      { listId: workshops.id, status: "CONFIRMED" },
    ]);
    await settleBackgroundWork();
    expect(smtp.messagesFor(user.email)).toHaveLength(0);

    const left = await put(token, [{ listId: workshops.id, subscribed: false }]);
    expect(left.body.data).toEqual([
      { listId: news.id, status: "CONFIRMED" },
      { listId: workshops.id, status: "UNSUBSCRIBED" },
    ]);
    expect((await callApi<Subscription[]>("/user/newsletter/subscription", { token })).body.data).toEqual(left.body.data);
  });

  it("keeps the subscriptions when the user's new e-mail address takes effect", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const [news] = lists69 as [NewsletterList, NewsletterList];
    await put(token, [{ listId: news.id, subscribed: true }]);
    const next = `nouvelle.${user.email}`;
    const changed = await send("PUT", "/user", { email: next, firstname: "Camille", lastname: "Durand", currentPassword: STRONG_PASSWORD }, { token });
    expect(changed.status).toBe(200);
    const mail = await smtp.waitForMessage(next);
    const link = /\/email\/verification\/([A-Za-z0-9_-]{20,})/.exec(mail.text)![1]!;
    expect((await send("PUT", "/email/verify", { token: link })).status).toBe(200);
    expect((await callApi<Subscription[]>("/user/newsletter/subscription", { token })).body.data).toEqual([{ listId: news.id, status: "CONFIRMED" }]);
    expect(await statusOf(next, news.id)).toMatchObject({ status: "CONFIRMED" });
  });

  it("refuses an unverified address (403): a stranger's subscriptions are neither read nor changed", async () => {
    const stranger = nextEmail();
    const [news] = lists69 as [NewsletterList, NewsletterList];
    await (await getDb()).insert(newsletterSubscriptions).values({ siteId: SITE_69, listId: news.id, email: stranger, status: "CONFIRMED", confirmedAt: new Date() });
    // An account that put the stranger's address on itself without proving it.
    const { token } = await registeredAndLoggedIn(SITE_69, { email: stranger }, { verified: false });
    const read = await callApi<Subscription[]>("/user/newsletter/subscription", { token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ success: false, data: null, message: EMAIL_NOT_VERIFIED_MESSAGE });
    const write = await put(token, [{ listId: news.id, subscribed: false }]);
    expect(write.status).toBe(403);
    expect(await statusOf(stranger, news.id)).toMatchObject({ status: "CONFIRMED" });
    // Deleting that account leaves the stranger's subscription alone.
    expect((await callApi("/user", { token, method: "DELETE" })).status).toBe(200);
    expect(await statusOf(stranger, news.id)).toMatchObject({ status: "CONFIRMED" });
  });

  it("shows a visitor subscription made with the same address", async () => {
    const { user, token } = await createLoggedUser(SITE_69, "CUSTOMER");
    await subscribe({ email: user.email, listId: lists69[1]!.id });
    await smtp.waitForMessage(user.email);
    await settleBackgroundWork();
    const response = await callApi<Subscription[]>("/user/newsletter/subscription", { token });
    expect(response.body.data).toEqual([{ listId: lists69[1]!.id, status: "PENDING" }]);
    // Choosing it in the account confirms it directly.
    const joined = await put(token, [{ listId: lists69[1]!.id, subscribed: true }]);
    expect(joined.body.data).toEqual([{ listId: lists69[1]!.id, status: "CONFIRMED" }]);
    expect((await statusOf(user.email, lists69[1]!.id))?.confirmTokenHash).toBeNull();
  });

  it("refuses a list of another site (422 on the field) and writes nothing", async () => {
    const { user, token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const response = await put(token, [
      { listId: lists69[0]!.id, subscribed: true },
      { listId: lists70[0]!.id, subscribed: true },
    ]);
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({ "subscriptions.1.listId": ["La liste choisie n'existe pas."] });
    expect(await statusOf(user.email, lists69[0]!.id)).toBeNull();
    expect((await put(token, [{ listId: "1", subscribed: "yes" }])).status).toBe(422);
  });

  it("refuses to subscribe while ENABLE_NEWSLETTER is off, but always lets one leave", async () => {
    const { token } = await createLoggedUser(SITE_69, "CUSTOMER");
    const listId = lists69[0]!.id;
    expect((await put(token, [{ listId, subscribed: true }])).status).toBe(200);
    await setNewsletterEnabled(SITE_69, false);
    try {
      const join = await put(token, [{ listId: lists69[1]!.id, subscribed: true }]);
      expect(join.status).toBe(403);
      expect(join.body.message).toBe(DISABLED);
      const leave = await put(token, [{ listId, subscribed: false }]);
      expect(leave.status).toBe(200);
      expect(leave.body.data).toEqual([{ listId, status: "UNSUBSCRIBED" }]);
    } finally {
      await setNewsletterEnabled(SITE_69, true);
    }
  });
});
