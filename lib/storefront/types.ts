import type { ConsentService } from "@/lib/domain/trackers";
import type { ParameterMap } from "@/lib/domain/parameter-map";
import type { CompanyAddress, ElementItem } from "@/lib/schemas/content";
import type { MenuPage, SiteInfo, SiteLogo } from "@/lib/schemas/site";
import type { LoggedUser } from "@/lib/schemas/account";

/** Shapes the storefront receives from the platform API: the contract's schemas (lib/schemas). */
export type { CompanyAddress, ElementItem, MenuPage, SiteInfo, SiteLogo };

/** The logged user: one definition, the schema of the login answer (lib/schemas/account.ts). */
export type { LoggedUser };

/** Everything the layout of every public page needs, loaded once per request. */
export interface SiteContext {
  info: SiteInfo;
  parameters: ParameterMap;
  menu: MenuPage[];
  footerLogos: ElementItem[];
  footerLinks: ElementItem[];
  addresses: CompanyAddress[];
  /** Trackers the site uses (banner entries only); empty = no consent banner. */
  consentServices: ConsentService[];
}
