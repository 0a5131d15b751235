import "server-only";
import { isContactPageUrl, withoutContactPage } from "@/lib/domain/contact-page";
import { cache } from "react";
import { readPublic, readPublicData } from "@/lib/api-client/server";
import { readBoolean, toParameterMap } from "@/lib/domain/parameter-map";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import { companyAddressListSchema, elementListSchema } from "@/lib/schemas/content";
import { pageTreeSchema, siteInfoSchema } from "@/lib/schemas/site";
import type { ConsentService } from "@/lib/domain/trackers";
import type { SiteContext } from "./types";

function consentServiceList(services: ConsentService[]): ConsentService[] {
  return services;
}

/** The page tree (menu, page lookup): a public answer, shared by every request while unchanged. */
function loadPageTree() {
  return readPublic("/page", pageTreeSchema);
}

/**
 * The startup calls of SPEC §7 that every page needs, in parallel, through the one API client.
 * `cache` makes it once per request however many components ask; the public answers are read and
 * parsed once per process while the site's data is unchanged (readPublic). Nothing of the visitor:
 * the same for everyone, so a page built on it alone can be served from the page cache to logged-in
 * customers too (the pages that need the account ask getVisitorUser).
 */
export const getSiteContext = cache(async (): Promise<SiteContext> => {
  const footer = { page: 1, nbItem: 100 };
  const [info, parameters, menu, footerLogos, footerLinks, addresses, consentServices] = await Promise.all([
    readPublic("/site/info", siteInfoSchema),
    readPublicData<SiteParameter[], ReturnType<typeof toParameterMap>>("/parameter", toParameterMap),
    loadPageTree(),
    readPublic("/element/logo-footer", elementListSchema, footer),
    readPublic("/element/link-footer", elementListSchema, footer),
    readPublic("/company/address", companyAddressListSchema),
    readPublicData("/consent/services", consentServiceList),
  ]);
  // HIDE_CONTACT_PAGE: the contact page leaves the menu, the footer links and the page lookup (404).
  const hideContact = readBoolean(parameters, "HIDE_CONTACT_PAGE");
  return {
    info,
    parameters,
    menu: hideContact ? withoutContactPage(menu) : menu,
    footerLogos: footerLogos.items,
    footerLinks: hideContact ? footerLinks.items.filter((link) => !isContactPageUrl(link.url)) : footerLinks.items,
    addresses,
    consentServices,
  };
});
