import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { resetAskSchema, resetPasswordSchema } from "@/lib/schemas/account";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { setDeviceCookie } from "@/lib/platform/http/device-cookie";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { askPasswordReset, RESET_ASK_MESSAGE } from "@/lib/platform/services/ask-password-reset";
import { issueLoginDevice } from "@/lib/platform/services/login-devices";
import { PASSWORD_RESET_DONE, resetPassword } from "@/lib/platform/services/reset-password";

const HOUR = 3_600;

/** PUT /password/reset/ask (e-mails a single-use link), PUT /password/reset (sets the new password). */
export const passwordResetRoutes = new Hono<AppEnv>()
  .put("/password/reset/ask", async (c) => {
    const site = await requireSite(c);
    await checkRateLimit(`reset-ask:ip:${site.id}:${clientIp(c)}`, 5, HOUR);
    const { email } = await parseJsonBody(c, resetAskSchema);
    await checkRateLimit(`reset-ask:email:${site.id}:${email}`, 3, HOUR);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    await askPasswordReset(await getDb(), site, email, origin);
    return c.json(ok(null, RESET_ASK_MESSAGE));
  })
  .put("/password/reset", async (c) => {
    const site = await requireSite(c);
    const { token, password } = await parseJsonBody(c, resetPasswordSchema);
    const db = await getDb();
    const userId = await resetPassword(db, site.id, token, password);
    // This browser proved it reads the account's mail: its logins count per device, so a flood of
    // wrong logins on the account (the reason for many resets) does not lock it out.
    setDeviceCookie(c, site.id, await issueLoginDevice(db, site.id, userId));
    return c.json(ok(null, PASSWORD_RESET_DONE));
  });
