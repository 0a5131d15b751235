import "server-only";
import { siteLookupName } from "@/lib/domain/site-host";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { siteResolutionSchema } from "@/lib/schemas/site";
import { createApiClient, getParsed } from "./create-api-client";
import { PlatformError } from "./platform-error";
import { platformTransport } from "./platform-transport";
import { sharedAnswer } from "./shared-answers";

let missingRouteReported = false;

/**
 * The site a public request shows, from its host (ARCHITECTURE.md « Many sites, one deployment »):
 * the site whose domains hold the host's name (`GET /site/resolve`, in process — cached by the
 * platform's read cache — or on the PLATFORM_API_URL platform), else SITE_ID: no host, an invalid
 * one, or one no site has. A platform without that route (404) also means SITE_ID, as before sites
 * had domains. Any other failure is thrown: a page of the wrong site is never shown instead.
 * `hostHeader`: what server/edge-handler.ts decided (X-Forwarded-Host), see requestHostHeader.
 * In process, the answer is shared by the requests of the process like the other public answers
 * (shared-answers.ts: dropped on any write, domains included): every page render asks for it, and
 * the in-process round trip (axios, Hono, zod) was a measurable part of an uncached render.
 */
export async function resolveSiteId(hostHeader: string | null | undefined): Promise<number> {
  const fallback = getEnv().SITE_ID;
  const host = siteLookupName(hostHeader);
  if (!host) return fallback;
  const { baseURL, adapter } = platformTransport();
  try {
    // The route needs no site; the header is sent because every call of the contract carries one.
    // The client is made only when the shared answer is missing (axios' config merging costs).
    const read = () => getParsed(createApiClient({ baseURL, adapter, siteId: fallback }), "/site/resolve", siteResolutionSchema, { host });
    // Site 0 is no site: the key space of host resolutions, apart from every site's answers.
    const resolution = getEnv().PLATFORM_API_URL ? await read() : await sharedAnswer(0, `site-resolve|${host}`, read);
    return resolution.siteId ?? fallback;
  } catch (error) {
    if (!(error instanceof PlatformError) || error.status !== 404) throw error;
    if (!missingRouteReported) {
      missingRouteReported = true;
      logger.warn("the platform cannot resolve hosts (GET /site/resolve answers 404): every host shows SITE_ID", { siteId: fallback });
    }
    return fallback;
  }
}
