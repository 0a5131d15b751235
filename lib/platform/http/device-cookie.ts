import "server-only";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { LOGIN_DEVICE_TTL_SECONDS } from "@/lib/platform/services/login-devices";
import type { AppEnv } from "./app-env";
import { secureCookies } from "./session-cookies";

/**
 * The device cookie (OWASP "device cookie" against lockout): HttpOnly, sent to the API only, one
 * per site (several sites may share a host name in development).
 */
export function deviceCookieName(siteId: number): string {
  return `device_${siteId}`;
}

export function readDeviceCookie(c: Context<AppEnv>, siteId: number): string | null {
  return getCookie(c, deviceCookieName(siteId)) ?? null;
}

export function setDeviceCookie(c: Context<AppEnv>, siteId: number, token: string): void {
  setCookie(c, deviceCookieName(siteId), token, {
    path: "/api",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: LOGIN_DEVICE_TTL_SECONDS,
    secure: secureCookies(c),
  });
}
