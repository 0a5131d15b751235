import "server-only";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { isConfirmedAddress } from "@/lib/domain/booking-holds";
import { ok } from "@/lib/domain/envelope";
import { registrationTokenSchema, WORKSHOP_MESSAGES, workshopSignUpSchema } from "@/lib/schemas/workshops";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id, routeParam as route } from "@/lib/platform/http/params";
import { currentUser, requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody, parseParams } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { acceptWorkshopOffer } from "@/lib/platform/services/accept-workshop-offer";
import { cancelWorkshopRegistration } from "@/lib/platform/services/cancel-workshop-registration";
import { confirmWorkshopRegistration } from "@/lib/platform/services/confirm-workshop-registration";
import { findLiveRegistration, toRegistrationView } from "@/lib/platform/services/find-workshop-registration";
import { getComponentConfig } from "@/lib/platform/services/get-component-config";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { signUpForWorkshop } from "@/lib/platform/services/sign-up-workshop";

/** Sign-ups per client address and per e-mail address (each sends an e-mail), per hour; e-mailed-link uses per address. */
export const WORKSHOP_LIMITS = { signUpPerIp: 10, signUpPerEmail: 5, cancelPerIp: 30, windowSeconds: 60 * 60 } as const;

/** The uses of an e-mailed link (look-up, confirm, accept, cancel) share one budget per client address. */
async function countLinkUse(c: Context<AppEnv>, siteId: number): Promise<void> {
  await checkRateLimit(`workshop-cancel:ip:${siteId}:${clientIp(c)}`, WORKSHOP_LIMITS.cancelPerIp, WORKSHOP_LIMITS.windowSeconds);
}

const originOf = (c: Context<AppEnv>, site: SiteRow) => linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });

/** POST /element/{route}/{id}/register, POST /workshop/registration[/confirm|/accept|/cancel]. */
export const workshopRoutes = new Hono<AppEnv>()
  .post("/element/:route/:id/register", async (c) => {
    const site = await requireSite(c);
    const params = parseParams(c, z.object({ route, id }));
    const db = await getDb();
    const { maxSeatsPerSignUp } = await getComponentConfig(db, site.id, "workshop-booking");
    const input = await parseJsonBody(c, workshopSignUpSchema(maxSeatsPerSignUp));
    // Counted once the form is valid and before any lock or e-mail.
    await checkRateLimit(`workshop-sign-up:ip:${site.id}:${clientIp(c)}`, WORKSHOP_LIMITS.signUpPerIp, WORKSHOP_LIMITS.windowSeconds);
    await checkRateLimit(`workshop-sign-up:email:${site.id}:${input.email}`, WORKSHOP_LIMITS.signUpPerEmail, WORKSHOP_LIMITS.windowSeconds);
    // Only the logged-in owner of that very address, verified, skips the e-mailed confirmation.
    const addressConfirmed = isConfirmedAddress(await currentUser(c), input.email);
    const { answer, message } = await signUpForWorkshop(db, site, params.route, params.id, input, originOf(c, site), addressConfirmed);
    return c.json(ok(answer, message), 201);
  })
  .post("/workshop/registration", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, registrationTokenSchema);
    await countLinkUse(c, site.id);
    const found = await findLiveRegistration(await getDb(), site.id, token);
    if (!found) throw new ApiError("NOT_FOUND", WORKSHOP_MESSAGES.linkInvalid);
    return c.json(ok(toRegistrationView(found)));
  })
  .post("/workshop/registration/confirm", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, registrationTokenSchema);
    await countLinkUse(c, site.id);
    const { answer, message } = await confirmWorkshopRegistration(await getDb(), site, token, originOf(c, site));
    return c.json(ok(answer, message));
  })
  .post("/workshop/registration/accept", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, registrationTokenSchema);
    await countLinkUse(c, site.id);
    const { answer, message } = await acceptWorkshopOffer(await getDb(), site, token, originOf(c, site));
    return c.json(ok(answer, message));
  })
  .post("/workshop/registration/cancel", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, registrationTokenSchema);
    await countLinkUse(c, site.id);
    const answer = await cancelWorkshopRegistration(await getDb(), site, token, originOf(c, site));
    return c.json(ok(answer, WORKSHOP_MESSAGES.cancelled));
  });
