/**
 * Phone numbers as owners type them ("04 78 42 18 65", "04.78.42.18.65", "+33 (0)4 78 42 18 65",
 * "0041 22 123 45 67", "3631"), turned into one dialable form. One rule for every link and markup
 * (blocks, footer, bars, JSON-LD), so the same number never gives two different links.
 */

/** French national numbers: a 0 then 1–9 (landlines 01–05, mobiles 06–07, 08 services, 09). */
const FRENCH_NATIONAL = /^0[1-9]\d{8}$/;

/**
 * The number in international form ("+33478421865"), or the bare digits for numbers without a
 * country (short service numbers, foreign numbers typed without +); null when fewer than 3 digits.
 */
export function normalizePhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // "+33 (0)4…": the trunk 0 in parentheses is not dialled from abroad.
  const withoutTrunk = raw.replace(/\(\s*0\s*\)/g, "");
  const compact = withoutTrunk.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  const digits = compact.replace(/\D/g, "");
  if (digits.length < 3) return null;
  if (FRENCH_NATIONAL.test(compact)) return `+33${compact.slice(1)}`;
  if (compact.startsWith("+")) return `+${digits.replace(/^330(?=\d{9}$)/, "33")}`;
  if (compact.startsWith("00")) return `+${digits.slice(2).replace(/^330(?=\d{9}$)/, "33")}`;
  return digits;
}

/** `tel:` link of a typed number (see normalizePhone), or null. */
export function telHref(raw: string | null | undefined): string | null {
  const phone = normalizePhone(raw);
  return phone ? `tel:${phone}` : null;
}

/** A French number shown the French way ("04 78 42 18 65"); any other value is kept as typed. */
export function formatFrenchPhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (!phone || !/^\+33[1-9]\d{8}$/.test(phone)) return raw.trim();
  return `0${phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, "$1 ");
}
