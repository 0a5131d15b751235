import "server-only";
import type { Context } from "hono";
import { CLIENT_ADDRESS_HEADER } from "@/lib/domain/client-address";
import { isBehindEdgeServer } from "./edge-server";

/**
 * The caller's address for per-client limits: what server/serve.ts resolved from the socket (and
 * from trusted proxies' X-Forwarded-For, see TRUSTED_PROXIES) and put in an internal header it
 * always overwrites. The client's own X-Forwarded-For is never read here. Without serve.ts in front
 * (`next dev`), every caller is "local".
 */
export function clientIp(c: Context): string {
  if (!isBehindEdgeServer()) return "local";
  const address = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  return address ? address.slice(0, 64) : "local";
}
