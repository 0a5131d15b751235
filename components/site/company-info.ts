import { readBoolean, readText, type ParameterMap } from "@/lib/domain/parameter-map";
import type { CompanyAddress } from "@/lib/storefront/types";

/** "04 78 42 18 65" → "tel:+33478421865" (French national numbers get the +33 prefix); null when no digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  if (!/\d{3,}/.test(compact)) return null;
  if (/^0\d{9}$/.test(compact)) return `tel:+33${compact.slice(1)}`;
  if (compact.startsWith("00")) return `tel:+${compact.slice(2)}`;
  return `tel:${compact}`;
}

/** mailto: link for a plausible address only (the value is owner-typed). */
export function mailtoHref(email: string | null): string | null {
  if (!email || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email)) return null;
  return `mailto:${email}`;
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
export function headOfficeAddress(map: ParameterMap, addresses: readonly CompanyAddress[]): string | null {
  const fromParameter = readText(map, "HEAD_OFFICE");
  if (fromParameter) return fromParameter;
  const office = addresses.find((a) => a.type === "HEAD_OFFICE");
  if (!office) return null;
  const street = [office.address, office.addressPart2].filter((part) => part && part.trim()).join(", ");
  return `${street}, ${office.postalCode} ${office.city}`.trim();
}
