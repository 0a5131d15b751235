/**
 * The honeypot of the public forms: a field hidden from people (off-screen, out of the tab order,
 * ignored by screen readers and autofill) that only robots fill in. A filled honeypot gets the
 * same success answer as a real message, but nothing is stored or sent, so the robot learns nothing.
 */
export const HONEYPOT_FIELD = "siteWeb";

/** True when the honeypot holds anything but blanks (robots fill every field they find). */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === "string") return value.trim().length > 0;
  return true;
}
