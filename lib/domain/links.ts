/** Link rules for owner-typed values (social accounts, map links, backlinks, e-mails). */

/** An absolute http(s) URL without spaces: safe as an href, never javascript: or data:. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The value when it is an http(s) URL (isHttpUrl), else null. */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  return isHttpUrl(value) ? value : null;
}

/** mailto: link for a plausible address only (the value is owner-typed). */
export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim();
  if (!trimmed || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(trimmed)) return null;
  return `mailto:${trimmed}`;
}
