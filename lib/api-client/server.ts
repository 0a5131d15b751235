import "server-only";
import type { AxiosInstance } from "axios";
import { cookies } from "next/headers";
import { getEnv } from "@/lib/env";
import { getPlatformApp } from "@/lib/platform/app";
import { createApiClient } from "./create-api-client";
import { inProcessAdapter } from "./in-process-adapter";

const IN_PROCESS_BASE = "http://platform.internal/api";

/**
 * The platform client for server components: calls the Hono app in-process, or the
 * platform at PLATFORM_API_URL when set. Forwards the visitor's token cookie.
 */
export async function getServerApi(): Promise<AxiosInstance> {
  return createServerApi((await cookies()).get("token")?.value);
}

/** Same client for code that has the token at hand (the proxy, route handlers). */
export function createServerApi(token: string | undefined): AxiosInstance {
  const env = getEnv();
  return createApiClient({
    baseURL: env.PLATFORM_API_URL ? `${env.PLATFORM_API_URL}/api` : IN_PROCESS_BASE,
    siteId: env.SITE_ID,
    getToken: () => token,
    adapter: env.PLATFORM_API_URL ? undefined : inProcessAdapter((request) => getPlatformApp().fetch(request)),
  });
}
