import { readBoolean, readText, type ParameterMap } from "./parameter-map";

/** A postal address as the company address list gives it (lib/schemas/content.ts). */
export interface PostalAddress {
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
}

/** "18 rue Sainte-Hélène, Bâtiment B, 69002 Lyon": blank parts left out. */
export function formatPostalAddress(address: PostalAddress): string {
  const street = [address.address, address.addressPart2].map((part) => part?.trim()).filter(Boolean);
  const town = `${address.postalCode.trim()} ${address.city.trim()}`.trim();
  return [...street, town].filter(Boolean).join(", ");
}

/** "84712390800018" → "847 123 908 00018"; other values are kept as typed. */
export function formatSiret(siret: string): string {
  const digits = siret.replace(/\s/g, "");
  return /^\d{14}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}` : siret;
}

/** The trade name shown to visitors: COMPANY_NAME, else the site's name. */
export function companyName(map: ParameterMap, siteName: string): string {
  return readText(map, "COMPANY_NAME") ?? siteName;
}

/**
 * « © 2026 Élan Coaching — SARL — SIRET 847 123 908 00018 »: the legal name (falling back to the
 * trade name), the corporate form and the SIRET, each only when filled in.
 */
export function legalLine(map: ParameterMap, siteName: string, year: number): string {
  const name = readText(map, "LEGAL_COMPANY_NAME") ?? companyName(map, siteName);
  const form = readBoolean(map, "IS_INDEPENDENT") ? (readText(map, "CORPORATE_FORM") ?? "Entrepreneur individuel") : readText(map, "CORPORATE_FORM");
  const siret = readText(map, "SIRET_NUMBER");
  return [`© ${year} ${name}`, form, siret ? `SIRET ${formatSiret(siret)}` : null].filter(Boolean).join(" — ");
}

/** One-line postal address of the head office: HEAD_OFFICE, else the HEAD_OFFICE entry of the address list. */
export function headOfficeAddress(map: ParameterMap, addresses: readonly (PostalAddress & { type: string })[]): string | null {
  const fromParameter = readText(map, "HEAD_OFFICE");
  if (fromParameter) return fromParameter;
  const office = addresses.find((a) => a.type === "HEAD_OFFICE");
  return office ? formatPostalAddress(office) : null;
}
