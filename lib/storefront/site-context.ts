import "server-only";
import { isContactPageUrl, withoutContactPage } from "@/lib/domain/contact-page";
import { cookies } from "next/headers";
import { cache } from "react";
import { getData } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { getServerApi, readPublic, readPublicData } from "@/lib/api-client/server";
import { readBoolean, toParameterMap } from "@/lib/domain/parameter-map";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import { companyAddressListSchema, elementListSchema } from "@/lib/schemas/content";
import { pageTreeSchema, siteInfoSchema } from "@/lib/schemas/site";
import type { ConsentService } from "@/lib/domain/trackers";
import type { LoggedUser, SiteContext } from "./types";

/**
 * The visitor's account: no call without a token cookie; with one, GET /user, whose 401 (token
 * expired or revoked) means "not logged in" (one call, not /logged then /user).
 */
async function loadUser(): Promise<LoggedUser | null> {
  if (!(await cookies()).get("token")?.value) return null;
  try {
    return await getData<LoggedUser>(await getServerApi(), "/user");
  } catch (error) {
    if (error instanceof PlatformError && error.status === 401) return null;
    throw error;
  }
}

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
 * parsed once per process while the site's data is unchanged (readPublic), the visitor's account
 * on every request.
 */
export const getSiteContext = cache(async (): Promise<SiteContext> => {
  const footer = { page: 1, nbItem: 100 };
  const [info, parameters, menu, footerLogos, footerLinks, addresses, user, consentServices] = await Promise.all([
    readPublic("/site/info", siteInfoSchema),
    readPublicData<SiteParameter[], ReturnType<typeof toParameterMap>>("/parameter", toParameterMap),
    loadPageTree(),
    readPublic("/element/logo-footer", elementListSchema, footer),
    readPublic("/element/link-footer", elementListSchema, footer),
    readPublic("/company/address", companyAddressListSchema),
    loadUser(),
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
    user,
    consentServices,
  };
});
