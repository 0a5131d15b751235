/**
 * Security headers of every answer of the production server (pure: no I/O). Scripts are allowed by
 * a per-request nonce that Next puts on its own scripts (it reads it from the request's
 * Content-Security-Policy header); 'strict-dynamic' extends the trust to the scripts those load
 * (tarteaucitron, gtag, the Meta pixel…). An injected inline script has no nonce: it does not run.
 * 'unsafe-inline' and https: are ignored by browsers that know nonces, and keep older ones working.
 * Styles are not restricted: the theme's <style> block and style attributes stay as they are.
 */
import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https: http:`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The nonce of a policy built by contentSecurityPolicy (null when there is none). */
export function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1] ?? null;
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "usb=()",
  "browsing-topics=()",
  "payment=(self)",
].join(", ");

/** One year, subdomains not included (a site's other hosts are not ours to decide). */
export const HSTS_VALUE = "max-age=31536000";

/** Headers that do not depend on the page: the same on every answer. */
export function staticSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(https ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}

/** Headers that belong to one request (HSTS follows the request's protocol): never replayed from a cache. */
export const PER_REQUEST_HEADERS = ["strict-transport-security"] as const;
