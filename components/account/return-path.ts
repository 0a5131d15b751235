/** Where a login leads by default. */
export const ACCOUNT_HOME = "/mon-compte";

const ORIGIN = "http://site.invalid";

/** Characters that must not reach a Location header or the router, raw or percent-encoded. */
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/** Paths that must not be a login's destination: /auth itself (loop) and the API. */
function isForbiddenTarget(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/") || pathname === "/api" || pathname.startsWith("/api/");
}

/** True when `path` is read by a browser as a path of this origin (not `//host` or `/\host`). */
function isSameOriginPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

function decodedOrNull(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The `?retour=` target of /auth when it is a path of this site, else null. The FINAL path is
 * checked, after the URL parser's normalisation (dot segments, `%2e`, tabs and newlines removed…):
 * `/.//evil.example/x` normalises to `//evil.example/x`, another origin for a browser. Refused too:
 * backslashes and control characters (raw or encoded), encoded slashes, /auth (loop) and /api.
 * The one check for every place that follows `retour` (server redirect and client after login).
 */
export function safeReturnPath(value: string | string[] | null | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.length > 512 || !isSameOriginPath(raw) || CONTROL_OR_BACKSLASH.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const decoded = decodedOrNull(url.pathname);
  if (decoded === null || ENCODED_SEPARATOR.test(url.pathname) || CONTROL_OR_BACKSLASH.test(decoded)) return null;
  if (!isSameOriginPath(url.pathname) || !isSameOriginPath(decoded) || isForbiddenTarget(decoded)) return null;
  const final = `${url.pathname}${url.search}${url.hash}`;
  // The result must be stable: followed again, it normalises to itself on this origin.
  const again = new URL(final, ORIGIN);
  if (again.origin !== ORIGIN || `${again.pathname}${again.search}${again.hash}` !== final) return null;
  return final;
}
