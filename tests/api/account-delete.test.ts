import { randomBytes } from "node:crypto";
import { and, eq, ne, or } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { settleBackgroundWork } from "@/lib/platform/mail/background";
import { newsletterLists, newsletterSubscriptions, outbox, passwordResetTokens, sessions, users } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { cookieNamed, registerThroughApi, registeredAndLoggedIn, sendJson, STRONG_PASSWORD } from "@/tests/support/accounts";
import { openTestDatabase } from "@/tests/support/test-database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => {
  resetRateLimits();
});

let listCounter = 0;
async function newsletterList(siteId: number) {
  listCounter += 1;
  const [list] = await (await getDb())
    .insert(newsletterLists)
    .values({ siteId, name: `Liste de test ${listCounter}` })
    .returning();
  return list!;
}

/** Everything personal a user can have: sessions, a reset link, subscriptions (by account and by e-mail), e-mails. */
async function givePersonalData(siteId: number, userId: number, email: string) {
  const db = await getDb();
  const [byAccount, byEmail] = [await newsletterList(siteId), await newsletterList(siteId)];
  await db.insert(newsletterSubscriptions).values([
    { siteId, listId: byAccount.id, email, userId, status: "CONFIRMED", confirmedAt: new Date() },
    // Subscribed as a visitor before registering: linked only by the address.
    { siteId, listId: byEmail.id, email, status: "PENDING", confirmTokenHash: randomBytes(32).toString("hex") },
  ]);
  await db.insert(passwordResetTokens).values({ siteId, userId, tokenHash: randomBytes(32).toString("hex"), expiresAt: new Date(Date.now() + 3_600_000) });
  await db.insert(outbox).values({
    siteId,
    toAddress: email,
    fromAddress: "contact@elan-coaching.fr",
    subject: "Réinitialisation de votre mot de passe",
    html: "<p>…</p>",
    text: "…",
    kind: "PASSWORD_RESET",
    transport: "OUTBOX",
    status: "KEPT",
  });
}

async function rowsAbout(siteId: number, userId: number, email: string) {
  await settleBackgroundWork();
  const db = await getDb();
  return {
    users: await db.select().from(users).where(and(eq(users.siteId, siteId), or(eq(users.id, userId), eq(users.email, email)))),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
    resetTokens: await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    subscriptions: await db
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.siteId, siteId), or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)))),
    // The registration's verification e-mail is left out: only the row given by givePersonalData counts.
    outbox: await db.select().from(outbox).where(and(eq(outbox.siteId, siteId), eq(outbox.toAddress, email), ne(outbox.kind, "EMAIL_VERIFY"))),
  };
}

describe("DELETE /user", () => {
  it("erases the account and everything personal, then the token is dead", async () => {
    const { user, email, token } = await registeredAndLoggedIn(SITE_69, { phone: "06 12 34 56 78", birthdate: "1990-05-17" });
    const second = await sendJson<{ token: string }>("/login", "POST", { email, password: STRONG_PASSWORD });
    await givePersonalData(SITE_69, user.id, email);
    const before = await rowsAbout(SITE_69, user.id, email);
    expect(before.users).toHaveLength(1);
    expect(before.sessions).toHaveLength(2);
    expect(before.subscriptions).toHaveLength(2);
    expect(before.resetTokens).toHaveLength(1);
    expect(before.outbox).toHaveLength(1);

    const response = await callApi("/user", { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: null });
    expect(cookieNamed(response, "token")!.split(/;\s*/)).toEqual(expect.arrayContaining(["token=", "Max-Age=0"]));
    expect(cookieNamed(response, "idSite")!.split(/;\s*/)).toEqual(expect.arrayContaining(["idSite=", "Max-Age=0"]));

    expect(await rowsAbout(SITE_69, user.id, email)).toEqual({ users: [], sessions: [], resetTokens: [], subscriptions: [], outbox: [] });
    // No row anywhere in these tables still carries the address.
    const db = await getDb();
    expect(await db.select().from(users).where(and(eq(users.siteId, SITE_69), eq(users.email, email)))).toEqual([]);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);

    expect((await callApi("/user", { token })).status).toBe(401);
    expect((await callApi("/user", { token: second.body.data.token })).status).toBe(401);
    expect((await sendJson("/login", "POST", { email, password: STRONG_PASSWORD })).status).toBe(401);
  });

  it("leaves other users alone, the same e-mail on another site included", async () => {
    const { user, email, token } = await registeredAndLoggedIn(SITE_69);
    const twin = await registerThroughApi(SITE_70, { email, birthdate: "1985-03-12" });
    await givePersonalData(SITE_70, twin.user.id, email);
    const neighbour = await registeredAndLoggedIn(SITE_69);

    expect((await callApi("/user", { method: "DELETE", token })).status).toBe(200);
    expect((await rowsAbout(SITE_69, user.id, email)).users).toEqual([]);
    const kept = await rowsAbout(SITE_70, twin.user.id, email);
    expect(kept.users).toHaveLength(1);
    expect(kept.subscriptions).toHaveLength(2);
    expect(kept.outbox).toHaveLength(1);
    expect((await callApi("/user", { token: neighbour.token })).status).toBe(200);
  });

  it("lets the e-mail register again afterwards, as a new account", async () => {
    const { user, email, token } = await registeredAndLoggedIn();
    expect((await callApi("/user", { method: "DELETE", token })).status).toBe(200);
    const again = await registerThroughApi(SITE_69, { email });
    expect(again.user.id).not.toBe(user.id);
  });

  it("answers 401 to an anonymous caller and to a token of another site (nothing deleted)", async () => {
    const anonymous = await callApi("/user", { method: "DELETE" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, data: null, message: "Vous devez être connecté." });
    const { user, email, token } = await registeredAndLoggedIn(SITE_69);
    expect((await callApi("/user", { method: "DELETE", siteId: SITE_70, token })).status).toBe(401);
    expect((await rowsAbout(SITE_69, user.id, email)).users).toHaveLength(1);
    expect((await callApi("/user", { token })).status).toBe(200);
  });
});
