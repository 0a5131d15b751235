import type { ParameterMap } from "@/lib/domain/parameter-map";
import type { LoggedUser } from "@/lib/schemas/account";
import type { SiteInfo } from "@/lib/platform/services/get-site-info";
import type { listCompanyAddresses } from "@/lib/platform/services/list-company-addresses";
import type { getElement } from "@/lib/platform/services/list-elements";
import type { MenuPage } from "@/lib/platform/services/pages";

/** Shapes the storefront receives from the platform API (type-only: erased from bundles). */
export type { MenuPage, SiteInfo };
export type ElementItem = NonNullable<Awaited<ReturnType<typeof getElement>>>;
export type CompanyAddress = Awaited<ReturnType<typeof listCompanyAddresses>>[number];
export type SiteLogo = SiteInfo["logos"][number];

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
  /** The visitor's account when the token cookie is valid, else null. */
  user: LoggedUser | null;
}
