import "server-only";
import { cache } from "react";
import { getData, getParsed } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";
import { toParameterMap } from "@/lib/domain/parameter-map";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import { companyAddressListSchema, elementListSchema } from "@/lib/schemas/content";
import { pageTreeSchema, siteInfoSchema } from "@/lib/schemas/site";
import type { ConsentService } from "@/lib/domain/trackers";
import type { LoggedUser, SiteContext } from "./types";

/** GET /user only when /logged says the token is valid (no 401 noise in the logs). */
async function loadUser(api: Awaited<ReturnType<typeof getServerApi>>): Promise<LoggedUser | null> {
  const logged = await getData<boolean>(api, "/logged");
  return logged ? getData<LoggedUser>(api, "/user") : null;
}

/**
 * The startup calls of SPEC §7 that every page needs, in parallel, through the one API client.
 * `cache` makes it once per request however many components ask.
 */
export const getSiteContext = cache(async (): Promise<SiteContext> => {
  const api = await getServerApi();
  const footer = { page: 1, nbItem: 100 };
  const [info, parameters, menu, footerLogos, footerLinks, addresses, user, consentServices] = await Promise.all([
    getParsed(api, "/site/info", siteInfoSchema),
    getData<SiteParameter[]>(api, "/parameter"),
    getParsed(api, "/page", pageTreeSchema),
    getParsed(api, "/element/logo-footer", elementListSchema, footer),
    getParsed(api, "/element/link-footer", elementListSchema, footer),
    getParsed(api, "/company/address", companyAddressListSchema),
    loadUser(api),
    getData<ConsentService[]>(api, "/consent/services"),
  ]);
  return {
    info,
    parameters: toParameterMap(parameters),
    menu,
    footerLogos: footerLogos.items,
    footerLinks: footerLinks.items,
    addresses,
    user,
    consentServices,
  };
});
