import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { clearSessionCookies, requestTokens, setSessionCookies } from "@/lib/platform/http/session-cookies";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { assertUnderLimit, checkRateLimit, clientIp, recordAttempt } from "@/lib/platform/rate-limit";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { logIn } from "@/lib/platform/services/log-in";
import { logOut } from "@/lib/platform/services/log-out";
import { registerUser } from "@/lib/platform/services/register-user";
import { loginSchema, registerSchema, registrationRules } from "@/lib/schemas/account";

export const LOGIN_FAILED_MESSAGE = "Adresse e-mail ou mot de passe incorrect.";

/** Issue 4 limits: failed logins per IP and per account e-mail, registrations per IP. */
export const LOGIN_LIMITS = { perIp: 10, perEmail: 5, windowSeconds: 15 * 60 } as const;
export const REGISTER_LIMITS = { perIp: 5, windowSeconds: 60 * 60 } as const;

/** POST /register, POST /login, POST /logout. */
export const authRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    const site = await requireSite(c);
    const db = await getDb();
    const rules = registrationRules(toParameterMap(await listSiteParameters(db, site.id)));
    const input = await parseJsonBody(c, registerSchema(rules));
    // Counted once the form is valid: a visitor fixing typos is not held back, account creation is.
    await checkRateLimit(`register:ip:${site.id}:${clientIp(c)}`, REGISTER_LIMITS.perIp, REGISTER_LIMITS.windowSeconds);
    return c.json(ok(await registerUser(db, site.id, input)), 201);
  })
  .post("/login", async (c) => {
    const site = await requireSite(c);
    const { email, password } = await parseJsonBody(c, loginSchema);
    const ipKey = `login:ip:${site.id}:${clientIp(c)}`;
    const emailKey = `login:email:${site.id}:${email}`;
    // Only failures count; a blocked caller gets 429 before any password check (no oracle, no cost).
    await assertUnderLimit(ipKey, LOGIN_LIMITS.perIp);
    await assertUnderLimit(emailKey, LOGIN_LIMITS.perEmail);
    const result = await logIn(await getDb(), site.id, email, password);
    if (!result) {
      await Promise.all([recordAttempt(ipKey, LOGIN_LIMITS.windowSeconds), recordAttempt(emailKey, LOGIN_LIMITS.windowSeconds)]);
      throw new ApiError("UNAUTHORIZED", LOGIN_FAILED_MESSAGE);
    }
    setSessionCookies(c, result.token, site.id);
    return c.json(ok({ token: result.token, idSite: site.id, user: result.user }));
  })
  .post("/logout", async (c) => {
    const site = await requireSite(c);
    const db = await getDb();
    for (const token of requestTokens(c)) await logOut(db, site.id, token);
    clearSessionCookies(c);
    return c.json(ok(null));
  });
