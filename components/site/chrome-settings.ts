import { ensureContrast, parseHexColor, toCssColor } from "@/lib/domain/color";
import { readBoolean, readChoice, readText, type ParameterMap } from "@/lib/domain/parameter-map";
import type { SiteLogo } from "@/lib/storefront/types";
import { resolveIconName, type IconName } from "./icon-names";

/** The MENU / LOGO / CHROME parameters the bars read, typed and with the catalogue defaults. */

const ALIGNMENTS = ["LEFT", "CENTER", "RIGHT"] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
export type ActiveType = "TEXT_COLOR" | "UNDERLINE" | "BACKGROUND_COLOR";
export type HoverTransition = "SIMPLE_TEXT_COLOR" | "UNDERLINE" | "BACKGROUND_COLOR" | "NONE";
export type ChromeVariant = "default" | "overlay";

/**
 * How the desktop header sits: in the flow, sticky at the top, or over the first block of the
 * page (overlay), optionally staying fixed while scrolling.
 */
export type HeaderPlacement = "static" | "sticky" | "overlay" | "overlay-fixed";

export interface ChromeSettings {
  menuAlignment: Alignment;
  logoPosition: Alignment;
  activeType: ActiveType;
  hoverTransition: HoverTransition;
  menuType: "RELATIVE" | "ABSOLUTE" | "FIXED";
  /** IS_MENU_FIXED or MENU_TYPE FIXED. */
  keepVisible: boolean;
  hideHome: boolean;
  submenuAlignment: Alignment;
  centerSubmenu: boolean;
  submenuShadow: boolean;
  mobileMenuPosition: "TOP" | "BOTTOM";
  socialInMenu: "NO" | "LEFT" | "RIGHT";
  inverseOverlay: boolean;
  infoBar: string | null;
  addressInInfoBar: boolean;
  darkTheme: boolean;
  menuIcon: IconName;
  cartIcon: IconName;
  accountIcon: IconName;
}

export function readChromeSettings(map: ParameterMap): ChromeSettings {
  const menuType = readChoice(map, "MENU_TYPE", ["RELATIVE", "ABSOLUTE", "FIXED"] as const, "RELATIVE");
  return {
    menuAlignment: readChoice(map, "MENU_ALIGNMENT", ALIGNMENTS, "RIGHT"),
    logoPosition: readChoice(map, "LOGO_POSITION", ALIGNMENTS, "LEFT"),
    activeType: readChoice(map, "MENU_ACTIVE_TYPE", ["TEXT_COLOR", "UNDERLINE", "BACKGROUND_COLOR"] as const, "TEXT_COLOR"),
    hoverTransition: readChoice(
      map,
      "MENU_HOVER_TRANSITION",
      ["SIMPLE_TEXT_COLOR", "UNDERLINE", "BACKGROUND_COLOR", "NONE"] as const,
      "SIMPLE_TEXT_COLOR",
    ),
    menuType,
    keepVisible: readBoolean(map, "IS_MENU_FIXED") || menuType === "FIXED",
    hideHome: readBoolean(map, "HIDE_HOMEPAGE_IN_MENU"),
    submenuAlignment: readChoice(map, "SUBMENU_ALIGNMENT", ALIGNMENTS, "CENTER"),
    centerSubmenu: readBoolean(map, "CENTER_SUBMENU"),
    submenuShadow: readBoolean(map, "SUBMENU_DROPSHADOW", true),
    mobileMenuPosition: readChoice(map, "MOBILE_MENU_POSITION", ["TOP", "BOTTOM"] as const, "BOTTOM"),
    socialInMenu: readChoice(map, "DISPLAY_SOCIAL_ICON_IN_MENU", ["NO", "LEFT", "RIGHT"] as const, "NO"),
    inverseOverlay: readBoolean(map, "INVERSE_ABSOLUTE_MENU_COLOR"),
    infoBar: readText(map, "TOP_MENU_INFO_BAR"),
    addressInInfoBar: readBoolean(map, "DISPLAY_ADDRESS_IN_TOPBAR"),
    darkTheme: readBoolean(map, "DARK_THEME"),
    menuIcon: resolveIconName(readText(map, "MENU_ICON"), "bars"),
    cartIcon: resolveIconName(readText(map, "CART_ICON"), "basket"),
    accountIcon: resolveIconName(readText(map, "MY_ACCOUNT_ICON"), "user"),
  };
}

/**
 * The overlay variant puts the bar over the page's first block. MENU_TYPE ABSOLUTE has nothing to
 * sit on in the default variant (no banner), so the bar stays in the flow there.
 */
export function headerPlacement(settings: ChromeSettings, variant: ChromeVariant): HeaderPlacement {
  if (variant === "overlay") return settings.keepVisible ? "overlay-fixed" : "overlay";
  return settings.keepVisible ? "sticky" : "static";
}

/**
 * Darkest backdrop the overlay scrim guarantees behind the menu text: black at 55 % over a white
 * image (#737373). Inverse text is checked against it, so it reads over any picture.
 */
export const OVERLAY_SCRIM_WORST_CASE = { r: 0x73, g: 0x73, b: 0x73, a: 1 };

/** Inverse menu text on the overlay: the menu background colour, lightened until it reaches AA on the scrim. */
export function overlayTextColor(map: ParameterMap): string {
  const base = parseHexColor(map.BACKGROUND_MENU_COLOR) ?? { r: 255, g: 255, b: 255, a: 1 };
  return toCssColor(ensureContrast({ ...base, a: 1 }, OVERLAY_SCRIM_WORST_CASE, 4.5));
}

/**
 * The header logo: LOGO_DARK_THEME (light artwork) on the dark theme or over the dark overlay
 * scrim, else LOGO; null when the site has no logo.
 */
export function pickHeaderLogo(logos: readonly SiteLogo[], wantsLightArtwork: boolean): SiteLogo | null {
  const byType = (type: string) => logos.find((l) => l.type === type && l.onlineImage?.url) ?? null;
  return (wantsLightArtwork ? byType("LOGO_DARK_THEME") : null) ?? byType("LOGO");
}

export function pickFooterLogo(logos: readonly SiteLogo[]): SiteLogo | null {
  return logos.find((l) => l.type === "LOGO_FOOTER" && l.onlineImage?.url) ?? null;
}
