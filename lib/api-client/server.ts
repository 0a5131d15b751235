import "server-only";
import type { AxiosInstance } from "axios";
import { cookies, headers } from "next/headers";
import type { z } from "zod";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getEnv } from "@/lib/env";
import { getPlatformApp } from "@/lib/platform/app";
import { createApiClient, getData, getParsed } from "./create-api-client";
import { inProcessAdapter } from "./in-process-adapter";
import { sharedAnswer } from "./shared-answers";

const IN_PROCESS_BASE = "http://platform.internal/api";

/**
 * The platform client for server components: calls the Hono app in-process, or the
 * platform at PLATFORM_API_URL when set. Forwards the visitor's token cookie and address.
 */
export async function getServerApi(): Promise<AxiosInstance> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  return createServerApi(cookieStore.get("token")?.value, headerStore.get(CLIENT_ADDRESS_HEADER));
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

/** Same client for code that has the token (and the visitor's address) at hand: the proxy, route handlers. */
export function createServerApi(token: string | undefined, clientAddress?: string | null): AxiosInstance {
  const env = getEnv();
  return createApiClient({
    extraHeaders: forwardedAddressHeaders(clientAddress, Boolean(env.PLATFORM_API_URL)),
    baseURL: env.PLATFORM_API_URL ? `${env.PLATFORM_API_URL}/api` : IN_PROCESS_BASE,
    siteId: env.SITE_ID,
    getToken: () => token,
    adapter: env.PLATFORM_API_URL ? undefined : inProcessAdapter((request) => getPlatformApp().fetch(request)),
  });
}

/** The client a public read uses with a remote platform: the visitor's (token, address). */
type ClientFor = () => AxiosInstance | Promise<AxiosInstance>;

/**
 * A public platform answer (the same for every visitor of the site: no token, no per-visitor
 * data), checked against its schema. In process it is read and parsed once for all requests while
 * the data is unchanged (lib/api-client/shared-answers.ts); from a remote platform (PLATFORM_API_URL)
 * it is read for each request through the visitor's client, as before.
 */
export function readPublic<S extends z.ZodType>(
  url: string,
  schema: S,
  params?: Record<string, unknown>,
  clientFor: ClientFor = getServerApi,
): Promise<z.output<S>> {
  return readShared(url, params, "", async (client) => getParsed(client, url, schema, params), clientFor);
}

/**
 * Same as readPublic for an answer the contract gives no schema, with `derive` (a named function:
 * its name is part of the key) applied once.
 */
export function readPublicData<T, R = T>(
  url: string,
  derive: (data: T) => R,
  params?: Record<string, unknown>,
  clientFor: ClientFor = getServerApi,
): Promise<R> {
  return readShared(url, params, `|${derive.name}`, async (client) => derive(await getData<T>(client, url, params)), clientFor);
}

function readShared<R>(
  url: string,
  params: Record<string, unknown> | undefined,
  variant: string,
  load: (client: AxiosInstance) => Promise<R>,
  clientFor: ClientFor,
): Promise<R> {
  const env = getEnv();
  if (env.PLATFORM_API_URL) return Promise.resolve(clientFor()).then(load);
  return sharedAnswer(env.SITE_ID, `${url}?${params ? JSON.stringify(params) : ""}${variant}`, () => load(createServerApi(undefined)));
}
