import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** Login sessions last one day (SPEC §9: login cookies 86400 s). */
export const SESSION_TTL_SECONDS = 86_400;

/** 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored: a leaked table gives no usable token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
