import "server-only";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { newsletterSubscribeSchema } from "@/lib/schemas/account";
import { ApiError } from "@/lib/platform/api-error";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite, requireUser } from "@/lib/platform/http/request-context";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { clientIp, takeSlots } from "@/lib/platform/rate-limit";
import { confirmNewsletter, NEWSLETTER_CONFIRMED, NEWSLETTER_LINK_INVALID } from "@/lib/platform/services/confirm-newsletter";
import { getNewsletterSubscription } from "@/lib/platform/services/get-newsletter-subscription";
import { listNewsletterLists } from "@/lib/platform/services/list-newsletter-lists";
import { NEWSLETTER_SUBSCRIBE_MESSAGE, subscribeNewsletter } from "@/lib/platform/services/subscribe-newsletter";
import { updateNewsletterSubscription } from "@/lib/platform/services/update-newsletter-subscription";

/**
 * Valid subscriptions per site and hour: per e-mail (each one sends a confirmation e-mail to that
 * address, whoever asks: a mailbox is not flooded from many addresses), and per client address (one
 * sender cannot spread confirmations over many mailboxes; 10, not fewer: a family, an office or
 * the estate's tablet at a wine fair share one address).
 */
export const NEWSLETTER_SUBSCRIBE_LIMITS = { perClient: 10, perEmail: 3, windowSeconds: 3_600 } as const;

export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Confirmez d'abord votre adresse e-mail (lien reçu par e-mail, ou à redemander depuis « Mon compte ») pour gérer vos abonnements.";

/** The logged user, when their address is proven: the subscriptions of an address belong to its owner only. */
async function requireVerifiedUser(c: Context<AppEnv>) {
  const user = await requireUser(c);
  if (!user.emailVerified) throw new ApiError("FORBIDDEN", EMAIL_NOT_VERIFIED_MESSAGE);
  return user;
}

const LIST_ID_MESSAGE = "L'identifiant de liste doit être un entier positif.";

const subscriptionBody = z.strictObject({
  subscriptions: z
    .array(
      z.strictObject({
        listId: z.number({ error: LIST_ID_MESSAGE }).int({ error: LIST_ID_MESSAGE }).min(1, { error: LIST_ID_MESSAGE }).max(2_147_483_647, { error: LIST_ID_MESSAGE }),
        subscribed: z.boolean({ error: "« subscribed » doit valoir true ou false." }),
      }),
      { error: "« subscriptions » doit être une liste." },
    )
    .max(100, { error: "100 listes au plus." }),
});

const confirmBody = z.strictObject({
  token: z.string({ error: NEWSLETTER_LINK_INVALID }).trim().min(1, { error: NEWSLETTER_LINK_INVALID }).max(200, { error: NEWSLETTER_LINK_INVALID }),
});

/** Newsletter: lists, a logged user's subscriptions, a visitor's double opt-in. */
export const newsletterRoutes = new Hono<AppEnv>()
  .get("/user/newsletter/lists", async (c) => {
    // Readable by visitors too: the subscribe form may offer the choice of list.
    const site = await requireSite(c);
    return c.json(ok(await listNewsletterLists(await getDb(), site.id)));
  })
  .get("/user/newsletter/subscription", async (c) => {
    const site = await requireSite(c);
    const user = await requireVerifiedUser(c);
    return c.json(ok(await getNewsletterSubscription(await getDb(), site.id, user.email)));
  })
  .put("/user/newsletter/subscription", async (c) => {
    const site = await requireSite(c);
    const user = await requireVerifiedUser(c);
    const { subscriptions } = await parseJsonBody(c, subscriptionBody);
    return c.json(ok(await updateNewsletterSubscription(await getDb(), site.id, user, subscriptions)));
  })
  .post("/newsletter/subscribe", async (c) => {
    const site = await requireSite(c);
    const { email, listId } = await parseJsonBody(c, newsletterSubscribeSchema);
    const { perClient, perEmail, windowSeconds } = NEWSLETTER_SUBSCRIBE_LIMITS;
    // Both counted at once, before anything is looked up or mailed; a refusal takes neither.
    await takeSlots([
      { key: `newsletter-subscribe:ip:${site.id}:${clientIp(c)}`, limit: perClient, windowSeconds },
      { key: `newsletter-subscribe:email:${site.id}:${email}`, limit: perEmail, windowSeconds },
    ]);
    const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
    await subscribeNewsletter(await getDb(), site, email, listId, origin);
    return c.json(ok(null, NEWSLETTER_SUBSCRIBE_MESSAGE), 202);
  })
  .put("/newsletter/confirm", async (c) => {
    const site = await requireSite(c);
    const { token } = await parseJsonBody(c, confirmBody);
    return c.json(ok(await confirmNewsletter(await getDb(), site.id, token), NEWSLETTER_CONFIRMED));
  });
