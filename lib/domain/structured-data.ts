import { isHttpUrl } from "./links";
import { listOpeningHours } from "./opening-hours";
import { readText, type ParameterMap } from "./parameter-map";
import { normalizePhone } from "./phone";

/**
 * schema.org LocalBusiness (an Organization with an address and opening hours) from the company
 * parameters (SPEC §9), for search engines. Missing values are left out, never invented.
 */
export interface StructuredDataInput {
  parameters: ParameterMap;
  siteName: string;
  origin: string;
  logoUrl: string | null;
  headOffice: { address: string; postalCode: string; city: string; countryCode: string } | null;
}

export function buildLocalBusinessJsonLd(input: StructuredDataInput): Record<string, unknown> {
  const { parameters: p } = input;
  const sameAs = ["FACEBOOK_URL", "INSTAGRAM_URL", "LINKEDIN_URL", "TWITTER_URL", "TIKTOK_URL", "YOUTUBE_URL", "PINTEREST_URL"]
    .map((key) => readText(p, key))
    .filter(isHttpUrl);
  const hours = listOpeningHours(p).map((line) => `${line.schemaDay}: ${line.hours}`);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${input.origin}/#organisation`,
    name: readText(p, "COMPANY_NAME") ?? input.siteName,
    legalName: readText(p, "LEGAL_COMPANY_NAME") ?? undefined,
    description: readText(p, "COMPANY_DESCRIPTION") ?? undefined,
    url: `${input.origin}/`,
    logo: input.logoUrl ? new URL(input.logoUrl, input.origin).toString() : undefined,
    image: input.logoUrl ? new URL(input.logoUrl, input.origin).toString() : undefined,
    telephone: normalizePhone(readText(p, "COMPANY_PHONE")) ?? undefined,
    email: readText(p, "COMPANY_EMAIL") ?? undefined,
    taxID: readText(p, "SIRET_NUMBER") ?? undefined,
    address: input.headOffice
      ? {
          "@type": "PostalAddress",
          streetAddress: input.headOffice.address,
          postalCode: input.headOffice.postalCode,
          addressLocality: input.headOffice.city,
          addressCountry: input.headOffice.countryCode,
        }
      : readText(p, "HEAD_OFFICE") ?? undefined,
    openingHours: hours.length > 0 ? hours : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
