import "server-only";
import type { Context } from "hono";
import { CLIENT_ADDRESS_HEADER, clientBucket } from "@/lib/domain/client-address";
import { isBehindEdgeServer } from "./edge-server";

/**
 * Who the caller is for per-client limits: the address server/serve.ts resolved from the socket
 * (and from trusted proxies' X-Forwarded-For, see TRUSTED_PROXIES) and put in an internal header it
 * always overwrites, as its limit bucket (clientBucket: IPv6 by /64). The client's own
 * X-Forwarded-For is never read here. Without serve.ts in front (`next dev`), every caller is "local".
 */
export function clientIp(c: Context): string {
  if (!isBehindEdgeServer()) return "local";
  const address = c.req.header(CLIENT_ADDRESS_HEADER)?.trim();
  return address ? clientBucket(address.slice(0, 64)) : "local";
}
