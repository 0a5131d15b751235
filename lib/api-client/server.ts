import "server-only";
import type { AxiosInstance } from "axios";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { z } from "zod";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { TOKEN_COOKIE } from "@/lib/domain/session-cookies";
import { requestHostHeader } from "@/lib/domain/site-host";
import { markVisitorDependent, RENDER_ID_HEADER } from "./render-audience";
import { getEnv } from "@/lib/env";
import { createApiClient, getData, getParsed } from "./create-api-client";
import { platformTransport } from "./platform-transport";
import { sharedAnswer } from "./shared-answers";
import { resolveSiteId } from "./site-resolver";

/** Who a server-side platform call is made for: the request's site, and the visitor's token and address. */
export interface Visitor {
  /** The site of the request's host (lib/api-client/site-resolver.ts; SITE_ID for an unknown host). */
  siteId: number;
  token?: string;
  clientAddress?: string | null;
  /** The id server/edge-handler.ts gave the render (lib/api-client/render-audience.ts). */
  renderId?: string | null;
}

/**
 * The request being rendered, as far as what every visitor shares: the site of its host, the id
 * the edge gave the render, the client address (for the platform's per-client limits only). It
 * reads none of the visitor's cookies, so it marks nothing. Once per request (React `cache`).
 */
export const getRequestSite = cache(async (): Promise<Visitor> => {
  const headerStore = await headers();
  return {
    siteId: await resolveSiteId(requestHostHeader((name) => headerStore.get(name))),
    clientAddress: headerStore.get(CLIENT_ADDRESS_HEADER),
    renderId: headerStore.get(RENDER_ID_HEADER),
  };
});

/**
 * The visitor of the request being rendered (server components, route handlers): the request's
 * site and the visitor's token cookie. Reading the token makes the render the visitor's
 * (lib/api-client/render-audience.ts): the page cache never shares it, token or not.
 */
export const getVisitor = cache(async (): Promise<Visitor> => {
  const [site, cookieStore] = await Promise.all([getRequestSite(), cookies()]);
  markVisitorDependent(site.renderId);
  return { ...site, token: cookieStore.get(TOKEN_COOKIE)?.value };
});

/**
 * The platform client for server components: calls the Hono app in-process, or the
 * platform at PLATFORM_API_URL when set, for the request's site, with the visitor's token and address.
 * A call with the visitor's token may answer for that visitor: the render is the visitor's
 * (getVisitor), and the page cache never shares it (server/page-cache.ts). Public answers go
 * through readPublic or getPublicApi, which mark nothing.
 */
export async function getServerApi(): Promise<AxiosInstance> {
  return createServerApi(await getVisitor());
}

/**
 * A platform client for the request's site without the visitor's token: answers that are the same
 * for every visitor but too fresh to share between requests (a workshop's seats). Marks nothing.
 */
export async function getPublicApi(): Promise<AxiosInstance> {
  return createServerApi(await getRequestSite());
}

/**
 * The visitor's address (resolved by server/serve.ts) for the platform's per-client limits: the
 * internal header in process; X-Forwarded-For to a remote platform, which believes it only when
 * this server is one of its TRUSTED_PROXIES.
 */
function forwardedAddressHeaders(clientAddress: string | null | undefined, remote: boolean): Record<string, string> {
  if (!clientAddress) return {};
  return remote ? { "X-Forwarded-For": clientAddress } : { [CLIENT_ADDRESS_HEADER]: clientAddress };
}

/** Same client for code that has the visitor at hand: the proxy, route handlers. */
export function createServerApi(visitor: Visitor): AxiosInstance {
  const { baseURL, adapter, remote } = platformTransport();
  return createApiClient({
    extraHeaders: forwardedAddressHeaders(visitor.clientAddress, remote),
    baseURL,
    siteId: visitor.siteId,
    getToken: () => visitor.token,
    adapter,
  });
}

/**
 * A public platform answer (the same for every visitor of the site: no token, no per-visitor
 * data), checked against its schema. In process it is read and parsed once for all requests of
 * the site while the data is unchanged (lib/api-client/shared-answers.ts, keyed by site id); from
 * a remote platform (PLATFORM_API_URL) it is read for each request through the visitor's client.
 * `visitor`: the request's (getRequestSite) unless given (the proxy, which has no `headers()`).
 */
export function readPublic<S extends z.ZodType>(url: string, schema: S, params?: Record<string, unknown>, visitor?: Visitor): Promise<z.output<S>> {
  return readShared(url, params, "", async (client) => getParsed(client, url, schema, params), visitor);
}

/**
 * Same as readPublic for an answer the contract gives no schema, with `derive` (a named function:
 * its name is part of the key) applied once.
 */
export function readPublicData<T, R = T>(url: string, derive: (data: T) => R, params?: Record<string, unknown>, visitor?: Visitor): Promise<R> {
  return readShared(url, params, `|${derive.name}`, async (client) => derive(await getData<T>(client, url, params)), visitor);
}

async function readShared<R>(
  url: string,
  params: Record<string, unknown> | undefined,
  variant: string,
  load: (client: AxiosInstance) => Promise<R>,
  given: Visitor | undefined,
): Promise<R> {
  const visitor = given ?? (await getRequestSite());
  // Never with the visitor's token: a public answer is the same for everyone (the page cache
  // replays pages built on them to logged-in customers).
  if (getEnv().PLATFORM_API_URL) return load(createServerApi({ ...visitor, token: undefined }));
  return sharedAnswer(visitor.siteId, `${url}?${params ? JSON.stringify(params) : ""}${variant}`, () => load(createServerApi({ siteId: visitor.siteId })));
}
