import "server-only";
import { Hono } from "hono";
import { ok } from "@/lib/domain/envelope";
import { HONEYPOT_FIELD, isHoneypotFilled } from "@/lib/domain/honeypot";
import { CONTACT_MESSAGES, contactMessageSchema } from "@/lib/schemas/contact";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseJsonBody } from "@/lib/platform/http/validate";
import { linkOrigin } from "@/lib/platform/mail/link-origin";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { sendContactMessage } from "@/lib/platform/services/send-contact-message";

/** Contact messages per client address and per sender address (each sends two e-mails), per hour. */
export const CONTACT_LIMITS = { perIp: 5, perEmail: 3, windowSeconds: 60 * 60 } as const;

/** POST /message (the contact form); the admin reads the messages through routes/admin/messages.ts. */
export const contactRoutes = new Hono<AppEnv>()
  .post("/message", async (c) => {
    const site = await requireSite(c);
    const input = await parseJsonBody(c, contactMessageSchema);
    // Counted once the form is valid (a visitor fixing a typo is not held back), before any write.
    await checkRateLimit(`message:ip:${site.id}:${clientIp(c)}`, CONTACT_LIMITS.perIp, CONTACT_LIMITS.windowSeconds);
    await checkRateLimit(`message:email:${site.id}:${input.email}`, CONTACT_LIMITS.perEmail, CONTACT_LIMITS.windowSeconds);
    // A robot that filled the honeypot gets the very same answer; nothing is stored or sent.
    if (!isHoneypotFilled(input[HONEYPOT_FIELD])) {
      const origin = linkOrigin(site, { url: c.req.url, header: (name) => c.req.header(name) });
      await sendContactMessage(await getDb(), site, input, origin);
    }
    return c.json(ok(null, CONTACT_MESSAGES.sent), 201);
  });
