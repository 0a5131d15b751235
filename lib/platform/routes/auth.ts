import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { readDeviceCookie, setDeviceCookie } from "@/lib/platform/http/device-cookie";
import { requireSite } from "@/lib/platform/http/request-context";
import { clearSessionCookies, requestTokens, setSessionCookies } from "@/lib/platform/http/session-cookies";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { logIn } from "@/lib/platform/services/log-in";
import { logOut } from "@/lib/platform/services/log-out";
import { REGISTER_MESSAGE, registerUser } from "@/lib/platform/services/register-user";
import { loginSchema, registerSchema, registrationRules, type LoginAnswer } from "@/lib/schemas/account";

export { LOGIN_FAILED_MESSAGE, LOGIN_LIMITS } from "@/lib/platform/services/log-in";

/** Registrations per client address and per e-mail address (each may send an e-mail), per hour. */
export const REGISTER_LIMITS = { perIp: 5, perEmail: 3, windowSeconds: 60 * 60 } as const;

/** POST /register, POST /login, POST /logout. */
export const authRoutes = new Hono<AppEnv>()
  .post("/register", async (c) => {
    const site = await requireSite(c);
    const db = await getDb();
    const rules = registrationRules(toParameterMap(await listSiteParameters(db, site.id)));
    const input = await parseJsonBody(c, registerSchema(rules));
    // Counted once the form is valid: a visitor fixing typos is not held back, account creation is.
    await checkRateLimit(`register:ip:${site.id}:${clientIp(c)}`, REGISTER_LIMITS.perIp, REGISTER_LIMITS.windowSeconds);
    await checkRateLimit(`register:email:${site.id}:${input.email}`, REGISTER_LIMITS.perEmail, REGISTER_LIMITS.windowSeconds);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    await registerUser(db, site, input, origin);
    // Same status, body and cookies (none) whether the address already had an account or not.
    return c.json(ok(null, REGISTER_MESSAGE), 202);
  })
  .post("/login", async (c) => {
    const site = await requireSite(c);
    const { email, password } = await parseJsonBody(c, loginSchema);
    const result = await logIn(await getDb(), site.id, { email, password, ip: clientIp(c), deviceToken: readDeviceCookie(c, site.id) });
    setSessionCookies(c, result.token, site.id, result.user.role);
    setDeviceCookie(c, site.id, result.deviceToken);
    const answer: LoginAnswer = { token: result.token, idSite: site.id, user: result.user };
    return c.json(ok(answer));
  })
  .post("/logout", async (c) => {
    const site = await requireSite(c);
    const db = await getDb();
    for (const token of requestTokens(c)) await logOut(db, site.id, token);
    clearSessionCookies(c);
    return c.json(ok(null));
  });
