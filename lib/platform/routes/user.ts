import "server-only";
import { Hono } from "hono";
import { ADDRESS_TYPES } from "@/lib/domain/address-types";
import { ok } from "@/lib/domain/envelope";
import { toParameterMap } from "@/lib/domain/parameter-map";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { ADMIN_ROLES, requireRole, requireSite, requireUser } from "@/lib/platform/http/request-context";
import { clearSessionCookies, setSessionCookies } from "@/lib/platform/http/session-cookies";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { loadProfile } from "@/lib/platform/services/account-user";
import { changePassword } from "@/lib/platform/services/change-password";
import { deleteUser } from "@/lib/platform/services/delete-user";
import { confirmEmailVerification, issueEmailVerification } from "@/lib/platform/services/email-verification";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { EMAIL_CHANGE_PENDING_MESSAGE, updateProfile } from "@/lib/platform/services/update-profile";
import { changePasswordSchema, emailVerifySchema, profileSchema, registrationRules } from "@/lib/schemas/account";

export { PASSWORD_CHANGE_LIMITS, WRONG_CURRENT_PASSWORD_MESSAGE } from "@/lib/platform/services/change-password";

/** Verification e-mails a logged user may ask for, per hour (and per client address). */
export const RESEND_VERIFICATION_LIMITS = { perUser: 3, perIp: 10, windowSeconds: 60 * 60 } as const;
/** Confirmations of e-mail links per client address and hour (tokens are 256 bits: this only stops floods). */
export const EMAIL_VERIFY_LIMITS = { perIp: 30, windowSeconds: 60 * 60 } as const;

export const EMAIL_ALREADY_VERIFIED = "Votre adresse e-mail est déjà confirmée.";
export const VERIFICATION_SENT = "Un nouveau lien de confirmation vient d'être envoyé à votre adresse e-mail.";
export const EMAIL_VERIFIED_MESSAGE = "Votre adresse e-mail est confirmée.";


export const userRoutes = new Hono<AppEnv>()
  .get("/user", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    return c.json(ok(await loadProfile(await getDb(), site.id, user.id)));
  })
  .put("/user", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    const db = await getDb();
    const rules = registrationRules(toParameterMap(await listSiteParameters(db, site.id)));
    const input = await parseJsonBody(c, profileSchema(rules));
    const linkBase = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    const { profile, emailChangePending } = await updateProfile(db, site, user.id, input, linkBase);
    return c.json(ok(profile, emailChangePending ? EMAIL_CHANGE_PENDING_MESSAGE : null));
  })
  .put("/user/password", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    const { currentPassword, newPassword } = await parseJsonBody(c, changePasswordSchema);
    const session = await changePassword(await getDb(), site.id, user.id, currentPassword, newPassword);
    setSessionCookies(c, session.token, site.id, user.role);
    return c.json(ok({ token: session.token }));
  })
  .post("/user/email/verification", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    if (user.emailVerified) throw new ApiError("CONFLICT", EMAIL_ALREADY_VERIFIED);
    await checkRateLimit(`email-verify-resend:ip:${site.id}:${clientIp(c)}`, RESEND_VERIFICATION_LIMITS.perIp, RESEND_VERIFICATION_LIMITS.windowSeconds);
    await checkRateLimit(`email-verify-resend:user:${site.id}:${user.id}`, RESEND_VERIFICATION_LIMITS.perUser, RESEND_VERIFICATION_LIMITS.windowSeconds);
    const linkBase = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    await issueEmailVerification(await getDb(), site, user, linkBase);
    return c.json(ok(null, VERIFICATION_SENT));
  })
  .put("/email/verify", async (c) => {
    const site = await requireSite(c);
    await checkRateLimit(`email-verify:ip:${site.id}:${clientIp(c)}`, EMAIL_VERIFY_LIMITS.perIp, EMAIL_VERIFY_LIMITS.windowSeconds);
    const { token } = await parseJsonBody(c, emailVerifySchema);
    const linkBase = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    return c.json(ok(await confirmEmailVerification(await getDb(), site, token, linkBase), EMAIL_VERIFIED_MESSAGE));
  })
  .delete("/user", async (c) => {
    const site = await requireSite(c);
    const user = await requireUser(c);
    await deleteUser(await getDb(), site.id, user.id);
    clearSessionCookies(c);
    return c.json(ok(null));
  })
  .get("/admin/address/type", async (c) => {
    await requireRole(c, ADMIN_ROLES);
    return c.json(ok(ADDRESS_TYPES));
  });
