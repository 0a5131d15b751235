import type { ConsentService } from "@/lib/domain/trackers";
import type { ParameterMap } from "@/lib/domain/parameter-map";
import type { CompanyAddress, ElementItem } from "@/lib/schemas/content";
import type { MenuPage, SiteInfo, SiteLogo } from "@/lib/schemas/site";

/** Shapes the storefront receives from the platform API: the contract's schemas (lib/schemas). */
export type { CompanyAddress, ElementItem, MenuPage, SiteInfo, SiteLogo };

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
