import { isHttpUrl } from "@/lib/domain/links";
import { readText, type ParameterMap } from "@/lib/domain/parameter-map";

const normalize = (value: string) => value.toLowerCase().replace(/[\s,.]+/g, " ").trim();

/** A Google Maps search for a postal address (no API key, no tracker on our page). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * The map link of an address: the owner's COMPANY_ADDRESS link when it is an http(s) URL and the
 * block shows the head office (or no head office is set), else a search built from the address, so
 * a block for another office never points at the head office.
 */
export function mapLinkHref(address: string, parameters: ParameterMap): string {
  const link = readText(parameters, "COMPANY_ADDRESS");
  const headOffice = readText(parameters, "HEAD_OFFICE");
  const isHeadOffice = !headOffice || normalize(headOffice) === normalize(address);
  return isHttpUrl(link) && isHeadOffice ? link : mapsSearchUrl(address);
}
