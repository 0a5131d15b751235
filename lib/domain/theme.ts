import { ensureContrast, parseHexColor, toCssColor, type Rgba } from "./color";
import { fontFaceCss, fontStack } from "./font-catalog";
import { readBoolean, readNumber, type ParameterMap } from "./parameter-map";

/**
 * The site's theme as CSS custom properties, computed from the site parameters (SPEC §9) and the
 * fonts of /site/info. Components only use these variables (through Tailwind classes such as
 * `text-[var(--color-heading)]` or the named colours of tailwind.config.ts), so a parameter change
 * restyles the whole site on the next request.
 *
 * Text colours that would fail WCAG AA (4.5:1) on their background are shifted to the nearest
 * readable shade of the same hue; the raw brand colour stays available for decoration (*-raw).
 */

export interface ThemeFont {
  type: string;
  family: string;
  color: string | null;
  size: number;
  weight: number;
  style: string;
}

const DARK_BACKGROUND: Rgba = { r: 0x12, g: 0x17, b: 0x1c, a: 1 };
const DARK_TEXT: Rgba = { r: 0xe8, g: 0xec, b: 0xef, a: 1 };

function color(map: ParameterMap, key: string, fallback: string): Rgba {
  return parseHexColor(map[key]) ?? parseHexColor(fallback)!;
}

/** Every CSS variable of the theme, name → value (names are the contract with components). */
export function buildThemeVariables(map: ParameterMap, fonts: readonly ThemeFont[]): Record<string, string> {
  const dark = readBoolean(map, "DARK_THEME");
  const background = dark ? DARK_BACKGROUND : color(map, "BACKGROUND_COLOR", "#FFFFFFFF");
  const text = dark ? DARK_TEXT : color(map, "FONT_COLOR", "#1F2933FF");
  const header = color(map, "BACKGROUND_HEADER_COLOR", "#FFFFFFFF");
  const menu = color(map, "BACKGROUND_MENU_COLOR", "#FFFFFFFF");
  const footer = color(map, "BACKGROUND_FOOTER_COLOR", "#00566FFF");
  const mobileMenu = color(map, "BACKGROUND_MOBILE_MENU_COLOR", "#00566FFF");
  const infoBar = color(map, "TOP_MENU_INFO_BAR_BACKGROUND_COLOR", "#00566FFF");
  const headerBg = dark ? DARK_BACKGROUND : header;
  const menuBg = dark ? DARK_BACKGROUND : menu;
  const readable = (key: string, fallback: string, on: Rgba, ratio = 4.5) =>
    toCssColor(ensureContrast(color(map, key, fallback), on, ratio));
  const activeRaw = color(map, "ACTIVE_FONT_COLOR", "#F39200FF");
  const accent = activeRaw;
  const font = (type: string) => fonts.find((f) => f.type === type);
  const title = font("TITLE");
  const content = font("CONTENT");
  const menuFont = font("MENU");
  const px = (key: string, fallback: number) => `${Math.max(0, readNumber(map, key, fallback))}px`;
  const autoPx = (key: string) => {
    const n = readNumber(map, key, 0);
    return n > 0 ? `${n}px` : "auto";
  };

  return {
    "--color-background": toCssColor(background),
    "--color-text": toCssColor(dark ? text : ensureContrast(text, background)),
    "--color-heading": dark ? toCssColor(DARK_TEXT) : readable("HEADING_COLOR", "#00566FFF", background),
    "--color-link": readable("ACTIVE_FONT_COLOR", "#F39200FF", background),
    "--color-primary": toCssColor(color(map, "HEADING_COLOR", "#00566FFF")),
    "--color-primary-contrast": readable("FONT_BACKGROUND_COLOR", "#FFFFFFFF", color(map, "HEADING_COLOR", "#00566FFF")),
    "--color-accent-raw": toCssColor(accent),
    "--color-accent": toCssColor(ensureContrast(accent, background, 3)),
    "--color-on-accent": toCssColor(ensureContrast({ r: 0x1f, g: 0x29, b: 0x33, a: 1 }, accent)),
    "--color-header-background": toCssColor(headerBg),
    "--color-header-text": readable("FONT_HEADER_COLOR", "#00566FFF", headerBg),
    "--color-menu-background": toCssColor(menuBg),
    "--color-menu-text": readable("MENU_COLOR_ON_TOP", "#00566FFF", menuBg),
    "--color-menu-active": readable("ACTIVE_MENU_COLOR", "#F39200FF", menuBg),
    "--color-menu-active-raw": toCssColor(color(map, "ACTIVE_MENU_COLOR", "#F39200FF")),
    "--color-mobile-menu-background": toCssColor(mobileMenu),
    "--color-mobile-menu-text": readable("FONT_MOBILE_MENU_COLOR", "#FFFFFFFF", mobileMenu),
    "--color-footer-background": toCssColor(footer),
    "--color-footer-text": readable("FONT_FOOTER_COLOR", "#FFFFFFFF", footer),
    "--color-info-bar-background": toCssColor(infoBar),
    "--color-info-bar-text": readable("TOP_MENU_INFO_BAR_FONT_COLOR", "#FFFFFFFF", infoBar),
    "--font-title": fontStack(title?.family),
    "--font-title-size": `${title?.size ?? 17}px`,
    "--font-title-weight": String(title?.weight ?? 400),
    "--font-content": fontStack(content?.family),
    "--font-content-size": `${content?.size ?? 14}px`,
    "--font-content-weight": String(content?.weight ?? 300),
    "--font-menu": fontStack(menuFont?.family),
    "--font-menu-size": `${menuFont?.size ?? 12}px`,
    "--font-menu-weight": String(menuFont?.weight ?? 400),
    "--menu-height": autoPx("COMPUTER_MENU_HEIGHT"),
    "--menu-padding-top": px("MENU_TOP_PADDING", 0),
    "--menu-padding-bottom": px("MENU_BOTTOM_PADDING", 0),
    "--menu-icon-size": `${Math.max(8, readNumber(map, "MENU_ICON_SIZE", 12))}pt`,
    "--submenu-width": px("SUBMENU_WIDTH", 350),
    "--logo-width": autoPx("LOGO_WIDTH"),
    "--logo-height": px("LOGO_HEIGHT", 80),
    "--logo-width-mobile": autoPx("LOGO_WIDTH_MOBILE"),
    "--logo-height-mobile": px("LOGO_HEIGHT_MOBILE", 100),
    "--logo-width-footer": autoPx("LOGO_WIDTH_FOOTER"),
    "--logo-height-footer": px("LOGO_HEIGHT_FOOTER", 90),
    "--logo-margin-top": px("LOGO_MARGIN_TOP", 12),
    "--logo-margin-bottom": px("LOGO_MARGIN_BOTTOM", 12),
    "--detail-page-margin-top": px("DETAIL_PAGE_MARGIN_TOP", 104),
  };
}

/**
 * GLOBAL_CSS is owner-written CSS: kept as CSS only. Anything that could close the <style>
 * element or pull in remote code is removed.
 */
export function sanitizeGlobalCss(css: string | null): string {
  if (!css) return "";
  return css
    .replace(/<\/?\s*style[^>]*>/gi, "")
    .replace(/</g, "")
    .replace(/@import[^;]*;?/gi, "")
    .replace(/expression\s*\(/gi, "(")
    .replace(/javascript:/gi, "")
    .slice(0, 100_000);
}

/** The whole theme stylesheet: font faces, variables, then the owner's GLOBAL_CSS. */
export function buildThemeCss(map: ParameterMap, fonts: readonly ThemeFont[]): string {
  const variables = buildThemeVariables(map, fonts);
  const declarations = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  const dark = readBoolean(map, "DARK_THEME");
  const parts = [
    fontFaceCss(fonts.map((f) => f.family)),
    `:root{${declarations};color-scheme:${dark ? "dark" : "light"}}`,
  ];
  const owner = sanitizeGlobalCss(map.GLOBAL_CSS ?? null);
  if (owner) parts.push(owner);
  return parts.join("\n");
}
