import "server-only";
import type { Context } from "hono";

/**
 * The caller's address for rate limits: the first X-Forwarded-For entry (set by the reverse proxy in
 * front of the app), else X-Real-IP, else "local" (Next does not expose the socket address to the
 * route handler). Behind no proxy these headers are the client's word: the per-account limits do
 * not depend on them.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const real = c.req.header("X-Real-IP")?.trim();
  if (real) return real.slice(0, 100);
  return "local";
}
