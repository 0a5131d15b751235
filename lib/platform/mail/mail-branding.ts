import "server-only";
import { readText, toParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import type { SiteRow } from "@/lib/platform/services/find-site";
import { getSiteInfo } from "@/lib/platform/services/get-site-info";
import { listSiteParameters } from "@/lib/platform/services/list-site-parameters";
import { mailColors, type MailColors } from "./mail-colors";

/** What every e-mail of a site shows: name, logo, colours, company footer. */
export interface MailBranding {
  siteName: string;
  /** Absolute URL of the site (links in the header and footer). */
  siteUrl: string;
  /** Absolute URL of the logo image, or null when the site has none. */
  logoUrl: string | null;
  colors: MailColors;
  companyName: string;
  companyAddress: string | null;
}

const LOGO_PREFERENCE = ["LOGO", "LOGO_LIGHT_THEME", "LOGO_FOOTER"];

/** Reads the branding of a site; `origin` (e.g. https://www.elan-coaching.fr) makes URLs absolute. */
export async function loadMailBranding(db: Database, site: SiteRow, origin: string): Promise<MailBranding> {
  const [parameters, info] = await Promise.all([listSiteParameters(db, site.id), getSiteInfo(db, site)]);
  const map = toParameterMap(parameters);
  const logo = LOGO_PREFERENCE.map((type) => info.logos.find((l) => l.type === type)).find((l) => l !== undefined);
  const siteName = readText(map, "COMPANY_NAME") ?? site.name;
  return {
    siteName,
    siteUrl: `${origin}/`,
    logoUrl: logo ? new URL(logo.onlineImage.url, origin).toString() : null,
    colors: mailColors(map),
    companyName: readText(map, "LEGAL_COMPANY_NAME") ?? siteName,
    companyAddress: readText(map, "HEAD_OFFICE"),
  };
}
