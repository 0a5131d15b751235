import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { passwordResetTokens, sessions, users } from "@/lib/platform/db/schema";
import { resetRateLimits } from "@/lib/platform/rate-limit";
import { PASSWORD_CHANGE_LIMITS } from "@/lib/platform/services/change-password";
import { passwordHashing } from "@/lib/platform/services/hash-password";
import { hashSessionToken } from "@/lib/platform/services/session-token";
import { callApi, SITE_69, SITE_70 } from "@/tests/support/api";
import { cookieNamed, OTHER_STRONG_PASSWORD, registeredAndLoggedIn, sendJson, STRONG_PASSWORD, type LoginData } from "@/tests/support/accounts";
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

const WRONG_CURRENT = "Le mot de passe actuel est incorrect.";

function changePassword(token: string | undefined, currentPassword: unknown, newPassword: unknown, options: { siteId?: number } = {}) {
  return sendJson<{ token: string }>("/user/password", "PUT", { currentPassword, newPassword }, { token, ...options });
}

describe("PUT /user/password", () => {
  it("changes the password, ends every session and returns a new token (also as cookie)", async () => {
    const { email, token } = await registeredAndLoggedIn();
    const otherDevice = await sendJson<LoginData>("/login", "POST", { email, password: STRONG_PASSWORD });
    const otherToken = otherDevice.body.data.token;

    const response = await changePassword(token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const newToken = response.body.data.token;
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(newToken).not.toBe(token);
    const cookie = cookieNamed(response, "token")!.split(/;\s*/);
    expect(cookie[0]).toBe(`token=${newToken}`);
    expect(cookie).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=86400"]));

    // Old tokens are dead (this device and the other one); the new one works.
    const old = await callApi("/user", { token });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe("Vous devez être connecté.");
    expect((await callApi("/user", { token: otherToken })).status).toBe(401);
    expect((await callApi("/user", { token: newToken })).status).toBe(200);

    // The old password no longer logs in, the new one does.
    expect((await sendJson("/login", "POST", { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await sendJson("/login", "POST", { email, password: OTHER_STRONG_PASSWORD })).status).toBe(200);
  });

  it("leaves exactly one session (the new one) right after the change", async () => {
    const { user, token } = await registeredAndLoggedIn();
    await changePassword(token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("answers 422 on currentPassword when the current password is wrong, and changes nothing", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const [before] = await (await getDb()).select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const response = await changePassword(token, "Pas-le-bon-mot-de-passe", OTHER_STRONG_PASSWORD);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, data: { currentPassword: [WRONG_CURRENT] }, message: WRONG_CURRENT });
    const [after] = await (await getDb()).select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(after!.hash).toBe(before!.hash);
    expect((await callApi("/user", { token })).status).toBe(200);
  });

  it("applies the password policy to the new password and refuses the same password", async () => {
    const { token } = await registeredAndLoggedIn();
    const weak = await changePassword(token, STRONG_PASSWORD, "soleil2026!!");
    expect(weak.status).toBe(422);
    expect(weak.body.data).toEqual({ newPassword: ["Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner."] });
    const short = await changePassword(token, STRONG_PASSWORD, "Court-1");
    expect(short.body.data).toEqual({ newPassword: ["Le mot de passe doit contenir au moins 12 caractères."] });
    const same = await changePassword(token, STRONG_PASSWORD, STRONG_PASSWORD);
    expect(same.status).toBe(422);
    expect(same.body.data).toEqual({ newPassword: ["Le nouveau mot de passe doit être différent de l'actuel."] });
    const missing = await changePassword(token, "", undefined);
    expect(missing.body.data).toEqual({
      currentPassword: ["Le mot de passe actuel est obligatoire."],
      newPassword: ["Le mot de passe est obligatoire."],
    });
    expect((await callApi("/user", { token })).status).toBe(200);
  });

  it("answers 429 after 5 wrong current passwords, even with the right one", async () => {
    const { token } = await registeredAndLoggedIn();
    for (let i = 0; i < 5; i += 1) expect((await changePassword(token, "Pas-le-bon-mot-de-passe", OTHER_STRONG_PASSWORD)).status).toBe(422);
    const blocked = await changePassword(token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Trop de tentatives : réessayez dans quelques minutes.");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await callApi("/user", { token })).status).toBe(200);
  });

  it("lets exactly 5 of 25 parallel wrong current passwords reach argon2; the others get 429", async () => {
    const { token } = await registeredAndLoggedIn();
    const checks = vi.spyOn(passwordHashing, "verify");
    try {
      const answers = await Promise.all(Array.from({ length: 25 }, () => changePassword(token, "Pas-le-bon-mot-de-passe", OTHER_STRONG_PASSWORD)));
      expect(checks).toHaveBeenCalledTimes(PASSWORD_CHANGE_LIMITS.perUser);
      expect(answers.filter((a) => a.status === 422)).toHaveLength(PASSWORD_CHANGE_LIMITS.perUser);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - PASSWORD_CHANGE_LIMITS.perUser);
    } finally {
      checks.mockRestore();
    }
  });

  it("revokes the unused password-reset links (asked for with the old password)", async () => {
    const { user, token } = await registeredAndLoggedIn();
    const reset = "jeton-de-reinitialisation-avant-changement-02";
    await (await getDb()).insert(passwordResetTokens).values({ siteId: SITE_69, userId: user.id, tokenHash: hashSessionToken(reset), expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await changePassword(token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD)).status).toBe(200);
    const used = await sendJson("/password/reset", "PUT", { token: reset, password: "Une-troisieme-phrase-2026" });
    expect(used.status).toBe(422);
    expect(used.body.message).toBe("Ce lien n'est plus valide : demandez-en un nouveau.");
  });

  it("answers 401 to an anonymous caller and to a token of another site", async () => {
    const anonymous = await changePassword(undefined, STRONG_PASSWORD, OTHER_STRONG_PASSWORD);
    expect(anonymous.status).toBe(401);
    const { token } = await registeredAndLoggedIn();
    expect((await changePassword(token, STRONG_PASSWORD, OTHER_STRONG_PASSWORD, { siteId: SITE_70 })).status).toBe(401);
    // Still the old password on its own site.
    expect((await callApi("/user", { token })).status).toBe(200);
  });
});
