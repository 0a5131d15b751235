import "server-only";
import type { AxiosAdapter } from "axios";
import { getEnv } from "@/lib/env";
import { getPlatformApp } from "@/lib/platform/app";
import { inProcessAdapter } from "./in-process-adapter";

const IN_PROCESS_BASE = "http://platform.internal/api";

/**
 * Where server-side platform calls go: the Hono app in this process (no HTTP hop), or the platform
 * at PLATFORM_API_URL when set.
 */
export function platformTransport(): { baseURL: string; adapter: AxiosAdapter | undefined; remote: boolean } {
  const remote = getEnv().PLATFORM_API_URL;
  return remote
    ? { baseURL: `${remote}/api`, adapter: undefined, remote: true }
    : { baseURL: IN_PROCESS_BASE, adapter: inProcessAdapter((request) => getPlatformApp().fetch(request)), remote: false };
}
