import { SITE_COOKIE } from "@/lib/domain/session-cookies";

/**
 * Whether the browser holds a session, shown before the first paint without asking the server: a
 * page is the same HTML for every visitor who is not staff (the page cache replays it to logged-in
 * customers), so the account links are both in it, and `<html data-session>` says which one shows
 * (app/globals.css: `.when-anonymous`, `.when-logged`). The inline script of the layout sets the
 * attribute from the readable `idSite` cookie (lib/domain/session-cookies.ts); the session loader
 * keeps it in step once GET /user has answered, and after a login or a logout.
 */
export const SESSION_ATTRIBUTE = "data-session";
export const WHEN_ANONYMOUS = "when-anonymous";
export const WHEN_LOGGED = "when-logged";

/**
 * The layout's inline script (run in the head, before the body is painted). Written without <, >
 * or &: it crosses the RSC payload, where one of them slows Next's inline escaping of the whole
 * payload (tests/e2e/first-load-js.spec.ts).
 */
const PREFIX = `${SITE_COOKIE}=`;
export const SESSION_MARK_SCRIPT = `if(document.cookie.split("; ").some(function(c){return c.indexOf("${PREFIX}")===0?c.length!==${PREFIX.length}:false}))document.documentElement.setAttribute("${SESSION_ATTRIBUTE}","")`;

/** Whether the readable session cookie is there (the browser's side of the same test). */
export function hasSessionCookie(cookie: string): boolean {
  return cookie.split("; ").some((part) => part.startsWith(PREFIX) && part.length > PREFIX.length);
}

export function markSession(logged: boolean): void {
  document.documentElement.toggleAttribute(SESSION_ATTRIBUTE, logged);
}
