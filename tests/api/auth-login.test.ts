import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { getDb } from "@/lib/platform/db/client";
import { loginDevices, passwordResetTokens, sessions, users } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { LOGIN_SLOW_DOWN } from "@/lib/domain/login-slow-down";
import { LOGIN_LIMITS } from "@/lib/platform/services/log-in";
import { passwordHashing } from "@/lib/platform/services/hash-password";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { callApi, createLoggedUser, SITE_69, SITE_70 } from "@/tests/support/api";
import {
  cookieNamed,
  freshEmail,
  registerThroughApi,
  registeredAndLoggedIn,
  sendJson,
  setCookies,
  STRONG_PASSWORD,
  type LoginData,
} from "@/tests/support/accounts";
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
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

const LOGIN_FAILED = { success: false, data: null, message: "Adresse e-mail ou mot de passe incorrect." };
const RATE_LIMITED = { success: false, data: null, message: "Trop de tentatives : réessayez dans quelques minutes." };

function login(email: string, password: string, options: { siteId?: number; ip?: string; headers?: Record<string, string> } = {}) {
  return sendJson<LoginData>("/login", "POST", { email, password }, options);
}


describe("POST /login: success", () => {
  it("answers the token, the site id and the user, and the token is a login", async () => {
    const { body, user } = await registerThroughApi();
    const response = await login(body.email as string, STRONG_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual(["idSite", "token", "user"]);
    expect(data.idSite).toBe(SITE_69);
    expect(data.user).toEqual({ id: user.id, email: body.email, role: "CUSTOMER", firstname: "Camille", lastname: "Durand" });
    // ≥ 128 random bits, URL-safe; only its hash is stored.
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const [session] = await (await getDb()).select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(data.token)));
    expect(session).toMatchObject({ siteId: SITE_69, userId: user.id });
    const ttl = session!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(86_300_000);
    expect(ttl).toBeLessThanOrEqual(86_400_000);

    expect((await callApi<boolean>("/logged", { token: data.token })).body.data).toBe(true);
    const me = await callApi<{ email: string }>("/user", { token: data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(body.email);
  });

  it("sets the token cookie (HttpOnly, SameSite=Lax, Path=/, Max-Age=86400) and the idSite cookie", async () => {
    const { body } = await registerThroughApi();
    const response = await login(body.email as string, STRONG_PASSWORD);
    const token = cookieNamed(response, "token")!;
    expect(token).toBeDefined();
    const parts = token.split(/;\s*/);
    expect(parts[0]).toBe(`token=${response.body.data.token}`);
    expect(parts).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=86400"]));
    expect(parts).not.toContain("Secure");

    const site = cookieNamed(response, "idSite")!.split(/;\s*/);
    expect(site[0]).toBe("idSite=69");
    expect(site).toEqual(expect.arrayContaining(["SameSite=Lax", "Path=/", "Max-Age=86400"]));
    expect(site).not.toContain("HttpOnly");
    // The cookie alone logs in.
    expect((await callApi<boolean>("/logged", { cookie: parts[0] })).body.data).toBe(true);
  });

  it("adds the readable staff cookie for an ADMIN only (the page cache leaves their pages to Next); a customer's login drops one", async () => {
    const { body, user } = await registerThroughApi();
    const customer = await login(body.email as string, STRONG_PASSWORD, { headers: { Cookie: "staff=1" } });
    expect(cookieNamed(customer, "staff")!.split(/;\s*/)).toEqual(expect.arrayContaining(["staff=", "Max-Age=0", "Path=/"]));
    expect(cookieNamed(await login(body.email as string, STRONG_PASSWORD), "staff")).toBeUndefined();

    await (await getDb()).update(users).set({ role: "ADMIN" }).where(eq(users.id, user.id));
    const admin = await login(body.email as string, STRONG_PASSWORD);
    const staff = cookieNamed(admin, "staff")!.split(/;\s*/);
    expect(staff[0]).toBe("staff=1");
    expect(staff).toEqual(expect.arrayContaining(["SameSite=Lax", "Path=/", "Max-Age=86400"]));
    expect(staff).not.toContain("HttpOnly");
    // Not a key: the cookie alone gives nothing.
    expect((await callApi<boolean>("/logged", { cookie: "staff=1" })).body.data).toBe(false);
    const logout = await sendJson("/logout", "POST", undefined, { token: admin.body.data.token });
    expect(cookieNamed(logout, "staff")!.split(/;\s*/)).toEqual(expect.arrayContaining(["staff=", "Max-Age=0", "Path=/"]));
  });

  it("marks the cookies Secure in production over https only", async () => {
    const { body } = await registerThroughApi();
    vi.stubEnv("NODE_ENV", "production");
    resetEnvCache();
    const https = await login(body.email as string, STRONG_PASSWORD, { headers: { "X-Forwarded-Proto": "https" } });
    expect(cookieNamed(https, "token")!.split(/;\s*/)).toContain("Secure");
    expect(cookieNamed(https, "idSite")!.split(/;\s*/)).toContain("Secure");
    const http = await login(body.email as string, STRONG_PASSWORD, { headers: { "X-Forwarded-Proto": "http" } });
    expect(cookieNamed(http, "token")!.split(/;\s*/)).not.toContain("Secure");
  });

  it("accepts the e-mail in any case and with spaces around it", async () => {
    const { body } = await registerThroughApi();
    const response = await login(`  ${(body.email as string).toUpperCase()} `, STRONG_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.data.user.email).toBe(body.email);
  });

  it("opens one session per login (two devices stay logged in)", async () => {
    const { body, user } = await registerThroughApi();
    const first = await login(body.email as string, STRONG_PASSWORD);
    const second = await login(body.email as string, STRONG_PASSWORD);
    expect(first.body.data.token).not.toBe(second.body.data.token);
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
  });
});

describe("POST /login: failure without user enumeration", () => {
  it("gives the same 401 for a wrong password and for an unknown e-mail", async () => {
    const { body } = await registerThroughApi();
    const wrong = await login(body.email as string, "Pas-le-bon-mot-de-passe");
    const unknown = await login(freshEmail("inconnu"), "Pas-le-bon-mot-de-passe");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(LOGIN_FAILED);
    expect(unknown.body).toEqual(LOGIN_FAILED);
    expect(setCookies(wrong)).toEqual([]);
    expect(setCookies(unknown)).toEqual([]);
  });

  it("spends exactly one argon2 verification for an unknown e-mail, as for a wrong password (no timing oracle)", async () => {
    const { body } = await registerThroughApi();
    await login(freshEmail("chauffe"), "Pas-le-bon-mot-de-passe"); // the dummy hash is made once, beforehand
    const checks = vi.spyOn(passwordHashing, "verify");
    try {
      await login(body.email as string, "Pas-le-bon-mot-de-passe");
      expect(checks).toHaveBeenCalledTimes(1);
      await login(freshEmail("inconnu"), "Pas-le-bon-mot-de-passe");
      expect(checks).toHaveBeenCalledTimes(2);
    } finally {
      checks.mockRestore();
    }
  });

  it("refuses an account without a password (401, same answer)", async () => {
    const { user } = await createLoggedUser(SITE_69, "CUSTOMER");
    expect(user.passwordHash).toBeNull();
    const response = await login(user.email, "Nimporte-quel-mot-2026");
    expect(response.status).toBe(401);
    expect(response.body).toEqual(LOGIN_FAILED);
  });

  it("does not log a site-69 account into site 70", async () => {
    const { body } = await registerThroughApi(SITE_69);
    const response = await login(body.email as string, STRONG_PASSWORD, { siteId: SITE_70 });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(LOGIN_FAILED);
  });

  it("refuses a site-69 token on site 70 (Bearer and cookie)", async () => {
    const { token } = await registeredAndLoggedIn(SITE_69);
    expect((await callApi("/user", { siteId: SITE_69, token })).status).toBe(200);
    const bearer = await callApi("/user", { siteId: SITE_70, token });
    expect(bearer.status).toBe(401);
    expect(bearer.body.message).toBe("Vous devez être connecté.");
    expect((await callApi("/user", { siteId: SITE_70, cookie: `token=${token}` })).status).toBe(401);
    expect((await callApi<boolean>("/logged", { siteId: SITE_70, token })).body.data).toBe(false);
  });

  it("validates the body (422 per field)", async () => {
    const response = await sendJson<Record<string, string[]>>("/login", "POST", { email: "pas-une-adresse" });
    expect(response.status).toBe(422);
    expect(response.body.data).toEqual({
      email: ["L'adresse e-mail n'est pas valide."],
      password: ["Le mot de passe est obligatoire."],
    });
  });

  it("accepts an old password that the current policy would refuse (policy applies when choosing)", async () => {
    const { body, user } = await registerThroughApi();
    const { hashPassword } = await import("@/lib/platform/services/hash-password");
    await (await getDb()).update(users).set({ passwordHash: await hashPassword("court") }).where(eq(users.id, user.id));
    expect((await login(body.email as string, "court")).status).toBe(200);
  });
});

describe("POST /login: rate limits", () => {
  it("answers 429 after 10 failures from one address in 15 min, even with the right password", async () => {
    const { body } = await registerThroughApi();
    const ip = "198.51.100.20";
    for (let i = 0; i < 10; i += 1) {
      // Ten different accounts: only the per-address limit is at play.
      expect((await login(freshEmail("essai"), "Pas-le-bon-mot-de-passe", { ip })).status).toBe(401);
    }
    const blocked = await login(body.email as string, STRONG_PASSWORD, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(RATE_LIMITED);
    expect(setCookies(blocked)).toEqual([]);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(850);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address logs in.
    expect((await login(body.email as string, STRONG_PASSWORD, { ip: "198.51.100.21" })).status).toBe(200);
  });

  it("after 5 failures on one account, from any address, a browser it does not know must wait (429 with the seconds)", async () => {
    const { body } = await registerThroughApi();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(body.email as string, "Pas-le-bon-mot-de-passe", { ip: `198.51.100.${30 + i}` })).status).toBe(401);
    }
    const slowed = await login((body.email as string).toUpperCase(), STRONG_PASSWORD, { ip: "198.51.100.40" });
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_SLOW_DOWN.firstDelaySeconds);
    expect(slowed.body).toEqual({ success: false, data: null, message: `Trop de tentatives sur ce compte : réessayez dans ${wait} seconde${wait > 1 ? "s" : ""}.` });
    expect(setCookies(slowed)).toEqual([]);
    // Other accounts are not affected.
    const other = await registerThroughApi();
    expect((await login(other.body.email as string, STRONG_PASSWORD, { ip: "198.51.100.40" })).status).toBe(200);
  });

  it("does not count successful logins", async () => {
    const { body } = await registerThroughApi();
    const ip = "198.51.100.50";
    for (let i = 0; i < 12; i += 1) {
      expect((await login(body.email as string, STRONG_PASSWORD, { ip })).status).toBe(200);
    }
  });

  it("counts per site: failures on site 70 do not block site 69", async () => {
    const { body } = await registerThroughApi(SITE_69);
    for (let i = 0; i < 5; i += 1) {
      await login(body.email as string, "Pas-le-bon-mot-de-passe", { siteId: SITE_70, ip: `198.51.100.${60 + i}` });
    }
    expect((await login(body.email as string, "Pas-le-bon-mot-de-passe", { siteId: SITE_70, ip: "198.51.100.70" })).status).toBe(429);
    expect((await login(body.email as string, STRONG_PASSWORD, { siteId: SITE_69, ip: "198.51.100.70" })).status).toBe(200);
  });
});

describe("POST /login: limits counted before the password check", () => {
  it("lets exactly the limit of a parallel burst of 25 wrong logins reach argon2; the others get 429", async () => {
    const { body } = await registerThroughApi();
    const checks = vi.spyOn(passwordHashing, "verify");
    try {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) => login(body.email as string, "Pas-le-bon-mot-de-passe", { ip: `198.51.101.${i + 1}` })),
      );
      expect(checks).toHaveBeenCalledTimes(LOGIN_LIMITS.perAccount);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - LOGIN_LIMITS.perAccount);
    } finally {
      checks.mockRestore();
    }
  });
});

describe("POST /login: browsers the account does not know are slowed down, not locked out", () => {
  // The clock is ours (Date only): the waits are moved past, never slept through.
  let now = Date.UTC(2026, 11, 7, 9, 0, 0);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };
  const failFrom = async (email: string, ip: string) => expect((await login(email, "Attaque-depuis-ailleurs", { ip })).status).toBe(401);

  it("someone else's 5 wrong passwords: the owner's new browser waits 5 s, then gets in with the right password", async () => {
    const { body } = await registerThroughApi();
    const email = body.email as string;
    for (let i = 0; i < 5; i += 1) await failFrom(email, `203.0.114.${i + 1}`);
    const slowed = await login(email, STRONG_PASSWORD, { ip: "203.0.114.50" });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("Retry-After")).toBe("5");
    expect(slowed.body.message).toBe("Trop de tentatives sur ce compte : réessayez dans 5 secondes.");
    wait(4);
    expect((await login(email, STRONG_PASSWORD, { ip: "203.0.114.50" })).headers.get("Retry-After")).toBe("1");
    wait(1);
    expect((await login(email, STRONG_PASSWORD, { ip: "203.0.114.50" })).status).toBe(200);
  });

  it("each further failure doubles the wait, up to a minute; the owner still gets in after it", async () => {
    const { body } = await registerThroughApi();
    const email = body.email as string;
    for (let i = 0; i < 5; i += 1) await failFrom(email, `203.0.114.${60 + i}`);
    for (const [i, seconds] of [5, 10, 20, 40, 60, 60, 60].entries()) {
      const slowed = await login(email, "Attaque-depuis-ailleurs", { ip: `203.0.114.${70 + i}` });
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get("Retry-After"))).toBe(seconds);
      expect(slowed.body.message).toBe(`Trop de tentatives sur ce compte : réessayez dans ${seconds} secondes.`);
      wait(seconds);
      await failFrom(email, `203.0.114.${80 + i}`);
    }
    // 12 failures: the wait stays a minute.
    expect(Number((await login(email, STRONG_PASSWORD, { ip: "203.0.114.99" })).headers.get("Retry-After"))).toBe(60);
    wait(60);
    expect((await login(email, STRONG_PASSWORD, { ip: "203.0.114.99" })).status).toBe(200);
  });

  it("counts atomically before the password check: of a parallel burst when the wait is over, one attempt reaches argon2", async () => {
    const { body } = await registerThroughApi();
    const email = body.email as string;
    for (let i = 0; i < 5; i += 1) await failFrom(email, `203.0.115.${i + 1}`);
    wait(5);
    const checks = vi.spyOn(passwordHashing, "verify");
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(email, "Attaque-depuis-ailleurs", { ip: `203.0.115.${20 + i}` })));
      expect(checks).toHaveBeenCalledTimes(1);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    } finally {
      checks.mockRestore();
    }
  });

  it("an address that is blocked does not spend the account's turn", async () => {
    const { body } = await registerThroughApi();
    const email = body.email as string;
    const blocked = "203.0.115.100";
    for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) await failFrom(freshEmail("autre"), blocked);
    for (let i = 0; i < 5; i += 1) await failFrom(email, `203.0.115.${110 + i}`);
    wait(5);
    const refused = await login(email, "Attaque-depuis-ailleurs", { ip: blocked });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(850);
    expect((await login(email, STRONG_PASSWORD, { ip: "203.0.115.120" })).status).toBe(200);
  });
});

describe("POST /login: device cookies (a flood elsewhere does not lock the owner out)", () => {
  const deviceCookie = (response: { headers: Headers }) => response.headers.getSetCookie().find((c) => c.startsWith("device_69="))!;

  it("a successful login sets a long-lived HttpOnly device cookie, sent to the API only, stored hashed", async () => {
    const { body, user } = await registerThroughApi();
    const response = await login(body.email as string, STRONG_PASSWORD);
    const parts = deviceCookie(response).split(/;\s*/);
    expect(parts).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/api", `Max-Age=${180 * 86_400}`]));
    const value = parts[0]!.slice("device_69=".length);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const [row] = await (await getDb()).select().from(loginDevices).where(eq(loginDevices.userId, user.id));
    expect(row).toMatchObject({ siteId: SITE_69, tokenHash: hashSessionToken(value) });
  });

  it("the owner's browser still logs in while the account's bucket is full from elsewhere", async () => {
    const { body } = await registerThroughApi();
    const device = deviceCookie(await login(body.email as string, STRONG_PASSWORD)).split(";")[0]!;
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await login(body.email as string, "Attaque-depuis-ailleurs", { ip: `203.0.113.${i + 1}` });
    // Without the cookie: slowed down (the attacker's side, and any new browser).
    expect((await login(body.email as string, STRONG_PASSWORD, { ip: "203.0.113.50" })).status).toBe(429);
    // With it: counted per device, the owner gets in (and may even mistype once).
    expect((await login(body.email as string, "Une-faute-de-frappe", { headers: { Cookie: device } })).status).toBe(401);
    expect((await login(body.email as string, STRONG_PASSWORD, { headers: { Cookie: device } })).status).toBe(200);
  });

  it("a device cookie counts its own failures (5), and is worth nothing for another account or site", async () => {
    const owner = await registerThroughApi();
    const other = await registerThroughApi();
    const device = deviceCookie(await login(owner.body.email as string, STRONG_PASSWORD)).split(";")[0]!;
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i += 1) {
      expect((await login(owner.body.email as string, "Mauvais-mot-de-passe", { headers: { Cookie: device } })).status).toBe(401);
    }
    expect((await login(owner.body.email as string, STRONG_PASSWORD, { headers: { Cookie: device } })).status).toBe(429);
    // Another account's bucket is its own: the cookie of `owner` does not move `other` to a device bucket.
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await login(other.body.email as string, "Mauvais-mot-de-passe", { ip: `203.0.113.${60 + i}` });
    expect((await login(other.body.email as string, STRONG_PASSWORD, { headers: { Cookie: device } })).status).toBe(429);
  });

  it("a password reset during an attack gives the browser a device cookie: it logs in as usual", async () => {
    const { body, user } = await registerThroughApi();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await login(body.email as string, "Attaque-depuis-ailleurs", { ip: `203.0.113.${80 + i}` });
    expect((await login(body.email as string, STRONG_PASSWORD)).status).toBe(429);
    const token = "jeton-de-reinitialisation-de-test-0123456789";
    await (await getDb()).insert(passwordResetTokens).values({ siteId: SITE_69, userId: user.id, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    const reset = await sendJson("/password/reset", "PUT", { token, password: "Nouvelle-phrase-de-passe-2026" });
    expect(reset.status).toBe(200);
    const device = deviceCookie(reset).split(";")[0]!;
    expect((await login(body.email as string, "Nouvelle-phrase-de-passe-2026", { headers: { Cookie: device } })).status).toBe(200);
  });
});

describe("POST /logout", () => {
  it("ends the session and clears both cookies", async () => {
    const { token, user } = await registeredAndLoggedIn();
    const response = await sendJson("/logout", "POST", undefined, { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null, message: null });
    const tokenCookie = cookieNamed(response, "token")!.split(/;\s*/);
    expect(tokenCookie[0]).toBe("token=");
    expect(tokenCookie).toEqual(expect.arrayContaining(["Max-Age=0", "Path=/"]));
    expect(cookieNamed(response, "idSite")!.split(/;\s*/)).toEqual(expect.arrayContaining(["idSite=", "Max-Age=0", "Path=/"]));
    expect((await callApi<boolean>("/logged", { token })).body.data).toBe(false);
    expect((await callApi("/user", { token })).status).toBe(401);
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("ends the session of the token cookie too", async () => {
    const { token } = await registeredAndLoggedIn();
    expect((await sendJson("/logout", "POST", undefined, { cookie: `token=${token}` })).status).toBe(200);
    expect((await callApi<boolean>("/logged", { token })).body.data).toBe(false);
  });

  it("ends only this session: the user's other devices stay logged in", async () => {
    const { email, password, token } = await registeredAndLoggedIn();
    const other = (await login(email, password)).body.data.token;
    await sendJson("/logout", "POST", undefined, { token });
    expect((await callApi<boolean>("/logged", { token })).body.data).toBe(false);
    expect((await callApi<boolean>("/logged", { token: other })).body.data).toBe(true);
  });

  it("is harmless without a session, and a site-69 token is not ended through site 70", async () => {
    const anonymous = await sendJson("/logout", "POST", undefined);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ success: true, data: null, message: null });
    const { token } = await registeredAndLoggedIn(SITE_69);
    expect((await sendJson("/logout", "POST", undefined, { siteId: SITE_70, token })).status).toBe(200);
    expect((await callApi<boolean>("/logged", { siteId: SITE_69, token })).body.data).toBe(true);
  });
});
