import type { ConsentService } from "@/lib/domain/trackers";
import type { ParameterMap } from "@/lib/domain/parameter-map";
import type { SiteInfo } from "@/lib/platform/services/get-site-info";
import type { listCompanyAddresses } from "@/lib/platform/services/list-company-addresses";
import type { getElement } from "@/lib/platform/services/list-elements";
import type { MenuPage } from "@/lib/platform/services/pages";

/** Shapes the storefront receives from the platform API (type-only: erased from bundles). */
export type { MenuPage, SiteInfo };
export type ElementItem = NonNullable<Awaited<ReturnType<typeof getElement>>>;
export type CompanyAddress = Awaited<ReturnType<typeof listCompanyAddresses>>[number];
export type SiteLogo = SiteInfo["logos"][number];

export interface LoggedUser {
  id: number;
  email: string;
  role: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN";
  firstname: string | null;
  lastname: string | null;
}

/** Everything the layout of every public page needs, loaded once per request. */
export interface SiteContext {
  info: SiteInfo;
  parameters: ParameterMap;
  menu: MenuPage[];
  footerLogos: ElementItem[];
  footerLinks: ElementItem[];
  addresses: CompanyAddress[];
  /** The visitor's account when the token cookie is valid, else null. */
  user: LoggedUser | null;
  /** Trackers the site uses (banner entries only); empty = no consent banner. */
  consentServices: ConsentService[];
}
