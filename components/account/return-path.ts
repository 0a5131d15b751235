/** Where a login leads by default. */
export const ACCOUNT_HOME = "/mon-compte";

const ORIGIN = "http://site.invalid";

/**
 * The `?retour=` target of /auth when it is a path of this site, else null: no other origin
 * (`//evil.example`, `/\evil.example`, `https:`…), no control characters, not /auth itself.
 */
export function safeReturnPath(value: string | string[] | null | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || raw.length > 512 || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/") || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
