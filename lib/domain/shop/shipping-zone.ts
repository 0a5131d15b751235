import type { ShippingZone } from "@/lib/schemas/shop/shipping";

/** The 26 member states of the European Union other than France (ISO alpha-2). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "GR", "HR", "HU",
  "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
]);

/** Overseas France under its own ISO codes (shipped as the world: no road, other excise rules). */
const OVERSEAS_CODES: ReadonlySet<string> = new Set(["GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF", "WF", "PF", "NC", "TF"]);

/** True for a French postal code of overseas France (97x, 98x). */
export function isOverseasPostalCode(postalCode: string): boolean {
  return /^9[78]/.test(postalCode);
}

/**
 * The shipping zone of a destination: FRANCE = metropolitan France with Corsica, and Monaco (served
 * as France by French carriers); EU = the other member states; WORLD = everything else, overseas
 * France included (by its own code, or FR with a 97x/98x postal code).
 */
export function shippingZone(alphaTwo: string, postalCode: string): ShippingZone {
  const code = alphaTwo.toUpperCase();
  if (code === "FR") return isOverseasPostalCode(postalCode) ? "WORLD" : "FRANCE";
  if (code === "MC") return "FRANCE";
  if (OVERSEAS_CODES.has(code)) return "WORLD";
  return EU_COUNTRIES.has(code) ? "EU" : "WORLD";
}
