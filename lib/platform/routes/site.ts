import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { parseHost } from "@/lib/domain/site-host";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { currentUser, requireSite } from "@/lib/platform/http/request-context";
import { parseParams, parseWith } from "@/lib/platform/http/validate";
import { checkRateLimit, clientIp } from "@/lib/platform/rate-limit";
import { getSiteInfo } from "@/lib/platform/services/get-site-info";
import { listConsentServices } from "@/lib/platform/services/list-consent-services";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { recordVisit } from "@/lib/platform/services/record-visit";
import { resolveSiteHost } from "@/lib/platform/services/resolve-site-host";

const visitParams = z.object({
  from: z
    .string()
    .min(1)
    .max(100, { error: "La source doit faire 100 caractères au plus." })
    .regex(/^[\p{L}\p{M}\p{N}._~-]+$/u, { error: "La source ne peut contenir que des lettres, chiffres, « . », « _ », « ~ » et « - »." }),
});

/** `host`: a Host header value (`www.exemple.fr`, `vins.localhost:3000`), normalised for the lookup. */
const resolveQuery = z.object({
  host: z
    .string({ error: "Indiquez le nom de domaine (paramètre host)." })
    .max(260, { error: "Le nom de domaine doit faire 260 caractères au plus." })
    .transform((raw, ctx) => {
      const host = parseHost(raw);
      if (host) return host.hostname;
      ctx.addIssue({ code: "custom", message: "Nom de domaine invalide : lettres, chiffres, points et tirets, port facultatif (ex. www.exemple.fr:443)." });
      return z.NEVER;
    }),
});

/** Recorded visits per site and client address: a campaign link clicked again and again counts once an hour past this. */
export const VISIT_LIMITS = { perClient: 30, windowSeconds: 60 * 60 } as const;

/** `type`: comma-separated parameter keys (repeatable); blank = every parameter. */
const parameterQuery = z.object({
  type: z
    .string()
    .max(4000, { error: "Le filtre « type » doit faire 4000 caractères au plus." })
    .transform((raw) =>
      raw
        .split(",")
        .map((key) => key.trim())
        .filter((key) => key !== ""),
    )
    .superRefine((keys, ctx) => {
      for (const key of new Set(keys)) {
        if (findParameterDefinition(key)) continue;
        const shown = key.length <= 64 ? ` « ${key} »` : "";
        ctx.addIssue({ code: "custom", message: `Paramètre inconnu${shown} (clés en majuscules, ex. SCRIPT_TO_LOAD).` });
      }
    }),
});

export const siteRoutes = new Hono<AppEnv>()
  // Which site a host belongs to: public (no X-Site-Id needed), for a storefront that cannot read
  // the domains itself (PLATFORM_API_URL) and for the in-process one alike.
  .get("/site/resolve", async (c) => {
    const { host } = parseWith(resolveQuery, { host: c.req.query("host") });
    return c.json(ok(await resolveSiteHost(await getDb(), host)));
  })
  .get("/parameter", async (c) => {
    const site = await requireSite(c);
    const { type } = parseWith(parameterQuery, { type: (c.req.queries("type") ?? []).join(",") });
    return c.json(ok(await listSiteParameters(await getDb(), site.id, type)));
  })
  // The trackers the consent banner lists (names only; their ids are read after consent).
  .get("/consent/services", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await listConsentServices(await getDb(), site.id)));
  })
  .get("/site/info", async (c) => {
    const site = await requireSite(c);
    return c.json(ok(await getSiteInfo(await getDb(), site)));
  })
  .get("/site/visit/:from", async (c) => {
    const site = await requireSite(c);
    const { from } = parseParams(c, visitParams);
    await checkRateLimit(`visit:ip:${site.id}:${clientIp(c)}`, VISIT_LIMITS.perClient, VISIT_LIMITS.windowSeconds);
    return c.json(ok(await recordVisit(await getDb(), site.id, from)), 201);
  })
  .get("/logged", async (c) => c.json(ok((await currentUser(c)) !== null)));
