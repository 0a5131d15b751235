import type { ReactNode } from "react";
import { readBoolean, readText } from "@/lib/domain/parameter-map";
import { getSiteContext } from "@/lib/storefront/site-context";
import { getRequestPath } from "@/lib/storefront/request-path";
import {
  headerPlacement,
  overlayTextColor,
  pickFooterLogo,
  pickHeaderLogo,
  readChromeSettings,
  type ChromeVariant,
} from "./chrome-settings";
import { companyName, headOfficeAddress, legalLine } from "@/lib/domain/company";
import { telHref } from "@/lib/domain/phone";
import { CartEntry } from "@/components/shop/cart/cart-entry";
import { CART_PAGE_PATH } from "@/lib/domain/shop/product-path";
import { currentState } from "./active-link";
import { CurrentLinkMarks } from "./current-link-marks";
import { DesktopBar, type DesktopAction } from "./desktop-bar";
import { Icon } from "./icons";
import { InfoBar } from "./info-bar";
import { buildMenuLinks, listScriptLinks, markCurrentLinks } from "./menu-links";
import { BottomBar, MOBILE_MENU_PANEL_ID, MobileMenuSheet, MobileTopBar, type BottomBarItem } from "./mobile-bars";
import { MobileMenuProvider } from "./mobile-menu";
import { ScriptLinkDefinitions, usableScriptLinks } from "./script-link-definitions";
import { styles } from "./site-chrome-classes";
import { SiteFooter } from "./site-footer";
import { SiteSearchForm } from "./site-search-form";
import { listSocialLinks } from "./social-links";
import { SubmenuBehavior } from "./submenu-behavior";

/** Login / register page (SPEC §2), where the account icon leads visitors… */
export const LOGIN_PATH = "/auth";
/** …and the account area, where it leads logged-in users. */
export const ACCOUNT_AREA_PATH = "/mon-compte";
/** Cart page of shop sites. */
export const CART_PATH = CART_PAGE_PATH;
const CONTACT_PATH = "/nous-contacter";

/**
 * The chrome of every public page: skip link, header (info bar, desktop top bar, mobile bars and
 * menu panel), main content, footer. `overlay` puts the desktop bar over the page's first block
 * (a banner); the mobile bars are the same in both variants. The menus' links are marked for the
 * page asked for on the server, so the bars are plain markup (static regions); their buttons are
 * handled from one place each (SubmenuBehavior, MobileMenuProvider).
 */
export async function SiteChrome({ variant = "default", children }: { variant?: ChromeVariant; children: ReactNode }) {
  const [{ info, parameters, menu, footerLogos, footerLinks, addresses, consentServices }, path] = await Promise.all([getSiteContext(), getRequestPath()]);
  const settings = readChromeSettings(parameters);
  const name = companyName(parameters, info.name);
  const scriptLinks = usableScriptLinks(listScriptLinks(menu, { hideHome: settings.hideHome }));
  const links = markCurrentLinks(buildMenuLinks(menu, { hideHome: settings.hideHome, scriptLinks: new Set(scriptLinks.map((link) => link.id)) }), path);
  const social = listSocialLinks(parameters, name);
  const placement = headerPlacement(settings, variant);
  const overlay = variant === "overlay" ? (settings.inverseOverlay ? "inverse" : "plain") : undefined;
  const address = headOfficeAddress(parameters, addresses);
  const phone = telHref(readText(parameters, "COMPANY_PHONE"));
  const showSearch = readBoolean(parameters, "SHOW_SEARCHBAR");

  // Both account links are in the page, the same for every visitor (the page cache replays it to
  // logged-in customers): the browser shows the one of its session (components/app-shell/session-mark.ts).
  const actions: DesktopAction[] = [
    {
      key: "account",
      href: LOGIN_PATH,
      label: "Se connecter",
      icon: <Icon name={settings.accountIcon} />,
      current: currentState(LOGIN_PATH, path),
      logged: { href: ACCOUNT_AREA_PATH, label: "Mon compte", current: currentState(ACCOUNT_AREA_PATH, path) },
    },
  ];
  // Shop sites only (site 69 shows no shop UI at all): the cart icon with its count and preview.
  const seeCartOnHover = readBoolean(parameters, "SEE_CART_ON_HOVER");
  const cartButton = (className: string) =>
    info.isECommerce ? <CartEntry icon={<Icon name={settings.cartIcon} />} seeOnHover={seeCartOnHover} className={className} /> : null;

  const bottomItems: BottomBarItem[] = [
    { key: "home", label: "Accueil", icon: "home", href: "/", current: currentState("/", path) },
    ...(settings.mobileMenuPosition === "BOTTOM" ? [{ key: "menu", label: "Menu", icon: settings.menuIcon, href: "menu" } as const] : []),
    ...(phone
      ? [{ key: "call", label: "Appeler", icon: "phone", href: phone } as const]
      : readBoolean(parameters, "HIDE_CONTACT_PAGE")
        ? []
        : [{ key: "contact", label: "Contact", icon: "envelope", href: CONTACT_PATH, current: currentState(CONTACT_PATH, path) } as const]),
    {
      key: "account",
      label: "Compte",
      icon: settings.accountIcon,
      href: LOGIN_PATH,
      loggedHref: ACCOUNT_AREA_PATH,
      current: currentState(LOGIN_PATH, path),
      loggedCurrent: currentState(ACCOUNT_AREA_PATH, path),
    },
  ];

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only z-[100] rounded-md bg-primary px-4 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Aller au contenu
      </a>
      {/* An async server component: rendered only when the menu has script links. */}
      {scriptLinks.length > 0 ? <ScriptLinkDefinitions links={scriptLinks} /> : null}
      <header className={styles.header} data-layout={variant} data-placement={placement}>
        <SubmenuBehavior />
        {/* Without the path asked for (no server in front: `next dev`), the browser marks the links. */}
        {path === null ? <CurrentLinkMarks /> : null}
        <MobileMenuProvider panelId={MOBILE_MENU_PANEL_ID}>
          <InfoBar
            message={settings.infoBar}
            address={settings.addressInInfoBar ? address : null}
            mapUrl={readText(parameters, "COMPANY_ADDRESS")}
          />
          <DesktopBar
            settings={settings}
            links={links}
            logo={pickHeaderLogo(info.logos, settings.darkTheme || overlay === "inverse")}
            name={name}
            social={settings.socialInMenu === "NO" ? [] : social}
            actions={actions}
            cart={cartButton(styles.action)}
            search={showSearch ? <SiteSearchForm id="recherche-bureau" name="Recherche sur le site" inputClassName="w-44" /> : null}
            overlay={overlay}
            overlayTextColor={overlay === "inverse" ? overlayTextColor(parameters) : undefined}
          />
          <MobileTopBar
            logo={pickHeaderLogo(info.logos, settings.darkTheme)}
            name={name}
            withMenuButton={settings.mobileMenuPosition === "TOP"}
            menuIcon={settings.menuIcon}
            extra={cartButton("relative inline-flex size-11 items-center justify-center rounded-full text-xl")}
          />
          <BottomBar items={bottomItems} />
          <MobileMenuSheet
            links={links}
            name={name}
            social={settings.socialInMenu === "NO" ? [] : social}
            search={showSearch ? <SiteSearchForm id="recherche-mobile" name="Recherche sur le site (menu)" inputClassName="flex-1" /> : null}
          />
        </MobileMenuProvider>
      </header>
      <main id="contenu" tabIndex={-1} data-layout={variant} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter
        parameters={parameters}
        name={name}
        logo={pickFooterLogo(info.logos)}
        address={address}
        badges={footerLogos}
        links={footerLinks}
        social={social}
        legalLine={legalLine(parameters, info.name, new Date().getFullYear())}
        consentServices={consentServices.map((service) => service.key)}
      />
    </div>
  );
}
