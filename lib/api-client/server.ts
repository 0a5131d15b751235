import "server-only";
import type { AxiosInstance } from "axios";
import { cookies, headers } from "next/headers";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { getEnv } from "@/lib/env";
import { getPlatformApp } from "@/lib/platform/app";
import { createApiClient } from "./create-api-client";
import { inProcessAdapter } from "./in-process-adapter";

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
