import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { outbox, passwordResetTokens, users } from "@/lib/platform/db/schema";
import { pendingBackgroundWork, settleBackgroundWork } from "@/lib/platform/mail/background";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { createSession } from "@/lib/platform/services/create-session";
import { hashPassword, verifyPassword } from "@/lib/platform/services/hash-password";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "@/tests/support/smtp";
import { openTestDatabase } from "@/tests/support/test-database";

const ASK_MESSAGE = "Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.";
const INVALID_LINK = "Ce lien n'est plus valide : demandez-en un nouveau.";
const OLD_PASSWORD = "Ancien-mot-de-passe-2025";
const NEW_PASSWORD = "Un nouveau départ en 2026 !";

let smtp: TestSmtpServer;
let smtpClosed = false;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Read by the mail adapter at each send (getEnv is first called during a request).
  process.env.SMTP_URL = smtp.url;
  database = await openTestDatabase();
});
afterAll(async () => {
  await settleBackgroundWork();
  await database.dispose();
  if (!smtpClosed) await smtp.close();
});
beforeEach(() => resetRateLimits());

let counter = 0;
let ipCounter = 0;
/** A distinct caller address per request: the per-IP limit is tested on its own. */
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

async function createUser(siteId: number, firstname = "Camille") {
  const email = `reset${(counter += 1)}@exemple.fr`;
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ siteId, email, passwordHash: await hashPassword(OLD_PASSWORD), firstname, lastname: "Durand" })
    .returning();
  const session = await createSession(db, siteId, user!.id);
  return { user: user!, sessionToken: session.token };
}

function put(path: string, body: unknown, options: { siteId?: number; ip?: string; headers?: Record<string, string> } = {}) {
  return callApi<null | Record<string, string[]>>(path, {
    siteId: options.siteId ?? SITE_69,
    method: "PUT",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", [CLIENT_ADDRESS_HEADER]: options.ip ?? nextIp(), ...options.headers },
  });
}

const ask = (email: string, options: Parameters<typeof put>[2] = {}) => put("/password/reset/ask", { email }, options);

function tokenFrom(mail: ReceivedMail): { link: string; token: string } {
  const match = /(https?:\/\/[^\s"<>]+)\/password\/reset\/([A-Za-z0-9_-]{20,})/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return { link: match[0], token: match[2]! };
}

async function storedHash(userId: number) {
  const [row] = await (await getDb()).select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row!.passwordHash!;
}

describe("PUT /password/reset/ask", () => {
  it("e-mails a French reset link through SMTP, from the site's sender, with the site's branding", async () => {
    const { user } = await createUser(SITE_69, "Léa");
    const response = await ask(user.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: ASK_MESSAGE });

    const mail = await smtp.waitForMessage(user.email);
    expect(mail.envelopeFrom).toBe("contact@elan-coaching.fr");
    expect(mail.from).toContain("Élan Coaching");
    expect(mail.from).toContain("<contact@elan-coaching.fr>");
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe – Élan Coaching");
    const { link, token } = tokenFrom(mail);
    // The test request's origin (http://localhost, port 80) is not one of the site's: its prod URL is used.
    expect(link).toBe(`https://www.elan-coaching.fr/password/reset/${token}`);
    expect(mail.text).toContain("Bonjour Léa,");
    expect(mail.text).toContain("valable 1 heure");
    // HTML part: same link, the site's name, absolute logo URL and theme colours (HEADING_COLOR #00566F).
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toMatch(/<img src="https:\/\/www\.elan-coaching\.fr\/images\/\d+\/[^"]+" alt="Élan Coaching"/);
    expect(mail.html).toContain("color:#00566f");
    expect(mail.html).toContain("background-color:#00566f");
    expect(mail.html).toContain("18 rue Sainte-Hélène, 69002 Lyon");

    // Only the hash is stored, valid one hour.
    const [stored] = await (await getDb()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toBe(hashSessionToken(token));
    expect(stored!.tokenHash).not.toContain(token);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(ttl - 3_600_000)).toBeLessThan(60_000);

    // The outbox records the delivery, with the live link masked.
    await settleBackgroundWork();
    const [row] = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(row).toMatchObject({ siteId: SITE_69, transport: "SMTP", kind: "PASSWORD_RESET", error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.html).not.toContain(token);
    expect(row!.text).not.toContain(token);
    expect(row!.text).toContain("[masqué]");
  });

  it("gives the same answer for an unknown address and sends nothing", async () => {
    const known = await ask((await createUser(SITE_69)).user.email);
    const unknown = await ask("personne.inconnue@exemple.fr");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await settleBackgroundWork();
    expect(smtp.messagesFor("personne.inconnue@exemple.fr")).toHaveLength(0);
    const rows = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, "personne.inconnue@exemple.fr"));
    expect(rows).toHaveLength(0);
  });

  it("answers the same before any account-dependent work: the link is issued after the answer", async () => {
    const { user } = await createUser(SITE_69);
    await settleBackgroundWork();
    const known = await put("/password/reset/ask", { email: user.email });
    // Issuing the link (token row, e-mail over SMTP) is still running when the answer is there.
    expect(pendingBackgroundWork()).toEqual(["password-reset-link"]);
    await settleBackgroundWork();
    const unknown = await put("/password/reset/ask", { email: "absent-du-site@exemple.fr" });
    expect(pendingBackgroundWork()).toEqual([]);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(known.body).toEqual({ success: true, data: null, message: ASK_MESSAGE });
    await smtp.waitForMessage(user.email);
  });

  it("ignores a forged Host: the link uses the site's own URL", async () => {
    const { user } = await createUser(SITE_69);
    await ask(user.email, { headers: { "X-Forwarded-Host": "pirate.example", "X-Forwarded-Proto": "https" } });
    const forged = tokenFrom(await smtp.waitForMessage(user.email));
    expect(forged.link).toBe(`https://www.elan-coaching.fr/password/reset/${forged.token}`);

    await ask(user.email, { headers: { "X-Forwarded-Host": "www.elan-coaching.fr", "X-Forwarded-Proto": "https" } });
    const proxied = tokenFrom(await smtp.waitForMessage(user.email));
    expect(proxied.link).toBe(`https://www.elan-coaching.fr/password/reset/${proxied.token}`);
  });

  it("links of the wine shop (70) lead to its own hosts, never to the coaching site's", async () => {
    const { user } = await createUser(SITE_70);
    const askOn = async (host: string, proto: string) => {
      await ask(user.email, { siteId: SITE_70, headers: { "X-Forwarded-Host": host, "X-Forwarded-Proto": proto } });
      return tokenFrom(await smtp.waitForMessage(user.email));
    };
    // Its local name on `npm start`'s port (its dev URL), and one of its domains.
    const local = await askOn("vins.localhost:3000", "http");
    expect(local.link).toBe(`http://vins.localhost:3000/password/reset/${local.token}`);
    const domain = await askOn("domaine-des-trois-collines.fr", "https");
    expect(domain.link).toBe(`https://domaine-des-trois-collines.fr/password/reset/${domain.token}`);
    // http://localhost:3000 shows the coaching site: not an origin of the wine shop.
    const coaching = await askOn("localhost:3000", "http");
    expect(coaching.link).toBe(`https://www.domaine-des-trois-collines.fr/password/reset/${coaching.token}`);
  });

  it("does not know a user of site 69 on site 70", async () => {
    const { user } = await createUser(SITE_69);
    const response = await ask(user.email, { siteId: SITE_70 });
    expect(response.body.message).toBe(ASK_MESSAGE);
    await settleBackgroundWork();
    expect(smtp.messagesFor(user.email)).toHaveLength(0);
  });

  it("answers 422 with a French message for a malformed address", async () => {
    const response = await ask("pas-une-adresse");
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({ email: ["L'adresse e-mail n'est pas valide."] });
  });

  it("limits asks to 3 an hour per address and 5 an hour per IP (429, French message)", async () => {
    const { user } = await createUser(SITE_69);
    for (let i = 0; i < 3; i++) expect((await ask(user.email)).status).toBe(200);
    const perEmail = await ask(user.email);
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.message).toBe("Trop de tentatives : réessayez dans quelques minutes.");
    expect(perEmail.headers.get("Retry-After")).toMatch(/^\d+$/);

    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) expect((await ask(`limite${i}@exemple.fr`, { ip })).status).toBe(200);
    expect((await ask("limite-encore@exemple.fr", { ip })).status).toBe(429);
    await settleBackgroundWork();
  });
});

describe("PUT /password/reset", () => {
  async function linkFor(siteId = SITE_69) {
    const created = await createUser(siteId);
    await ask(created.user.email, { siteId });
    const { token } = tokenFrom(await smtp.waitForMessage(created.user.email));
    await settleBackgroundWork();
    return { ...created, token };
  }

  it("sets the new password once, ends every session, and refuses the link a second time", async () => {
    const { user, sessionToken, token } = await linkFor();
    expect((await callApi<boolean>("/logged", { token: sessionToken })).body.data).toBe(true);

    const response = await put("/password/reset", { token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: "Votre mot de passe a été modifié : vous pouvez vous connecter." });
    expect(await verifyPassword(await storedHash(user.id), NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(await storedHash(user.id), OLD_PASSWORD)).toBe(false);
    expect((await callApi<boolean>("/logged", { token: sessionToken })).body.data).toBe(false);

    const again = await put("/password/reset", { token, password: "Encore un autre mot de passe" });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ success: false, data: { token: [INVALID_LINK] }, message: INVALID_LINK });
    expect(await verifyPassword(await storedHash(user.id), NEW_PASSWORD)).toBe(true);
  });

  it("refuses an expired link", async () => {
    const { user, token } = await linkFor();
    await (await getDb())
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSessionToken(token)));
    const response = await put("/password/reset", { token, password: NEW_PASSWORD });
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({ token: [INVALID_LINK] });
    expect(await verifyPassword(await storedHash(user.id), OLD_PASSWORD)).toBe(true);
  });

  it("refuses an unknown token and a token of another site", async () => {
    expect((await put("/password/reset", { token: "x".repeat(43), password: NEW_PASSWORD })).status).toBe(422);
    const { user, token } = await linkFor(SITE_69);
    const elsewhere = await put("/password/reset", { token, password: NEW_PASSWORD }, { siteId: SITE_70 });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.data).toEqual({ token: [INVALID_LINK] });
    expect(await verifyPassword(await storedHash(user.id), OLD_PASSWORD)).toBe(true);
  });

  it("only the latest link works: asking again cancels the older one", async () => {
    const { user, token: first } = await linkFor();
    await ask(user.email);
    const { token: second } = tokenFrom(await smtp.waitForMessage(user.email));
    await settleBackgroundWork();
    expect((await put("/password/reset", { token: first, password: NEW_PASSWORD })).status).toBe(422);
    expect((await put("/password/reset", { token: second, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("applies the password policy and keeps the link usable after a refused password", async () => {
    const { token } = await linkFor();
    const weak = await put("/password/reset", { token, password: "court" });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.body.data ?? {})).toEqual(["password"]);
    expect((await put("/password/reset", { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("never marks a link of another user: the claim is per token", async () => {
    const a = await linkFor();
    const b = await linkFor();
    expect((await put("/password/reset", { token: a.token, password: NEW_PASSWORD })).status).toBe(200);
    const [bLink] = await (await getDb())
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, b.user.id), eq(passwordResetTokens.tokenHash, hashSessionToken(b.token))));
    expect(bLink!.usedAt).toBeNull();
  });
});

describe("SMTP failure", () => {
  it("keeps the answer unchanged and records the error in the outbox", async () => {
    const { user } = await createUser(SITE_69);
    await smtp.close();
    smtpClosed = true;
    const response = await ask(user.email);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(ASK_MESSAGE);
    await settleBackgroundWork();
    const [row] = await (await getDb()).select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(row).toMatchObject({ transport: "SMTP", sentAt: null });
    expect(row!.error).toBeTruthy();
  });
});
