/**
 * The parameters name icons with Font Awesome classes ("fa-solid fa-user"), but the site ships
 * no icon font: each known class maps to one of our inline SVG icons (icons.tsx).
 */

export const ICON_NAMES = [
  "user",
  "basket",
  "cart",
  "bag",
  "bars",
  "close",
  "home",
  "phone",
  "envelope",
  "location",
  "clock",
  "search",
  "chevron-down",
  "globe",
  "facebook",
  "instagram",
  "linkedin",
  "x-twitter",
  "tiktok",
  "youtube",
  "tripadvisor",
  "google",
  "pinterest",
  "github",
  "discord",
  "telegram",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const ALIASES: Readonly<Record<string, IconName>> = {
  "fa-user": "user",
  "fa-user-large": "user",
  "fa-user-alt": "user",
  "fa-circle-user": "user",
  "fa-user-circle": "user",
  "fa-user-tie": "user",
  "fa-basket-shopping": "basket",
  "fa-shopping-basket": "basket",
  "fa-cart-shopping": "cart",
  "fa-shopping-cart": "cart",
  "fa-cart-plus": "cart",
  "fa-cart-arrow-down": "cart",
  "fa-bag-shopping": "bag",
  "fa-shopping-bag": "bag",
  "fa-bars": "bars",
  "fa-navicon": "bars",
  "fa-reorder": "bars",
  "fa-bars-staggered": "bars",
  "fa-stream": "bars",
  "fa-align-justify": "bars",
  "fa-grip-lines": "bars",
  "fa-xmark": "close",
  "fa-times": "close",
  "fa-close": "close",
  "fa-house": "home",
  "fa-home": "home",
  "fa-house-chimney": "home",
  "fa-phone": "phone",
  "fa-phone-alt": "phone",
  "fa-phone-flip": "phone",
  "fa-phone-volume": "phone",
  "fa-mobile": "phone",
  "fa-mobile-screen": "phone",
  "fa-envelope": "envelope",
  "fa-at": "envelope",
  "fa-location-dot": "location",
  "fa-location-pin": "location",
  "fa-map-marker": "location",
  "fa-map-marker-alt": "location",
  "fa-clock": "clock",
  "fa-magnifying-glass": "search",
  "fa-search": "search",
  "fa-chevron-down": "chevron-down",
  "fa-angle-down": "chevron-down",
  "fa-globe": "globe",
  "fa-link": "globe",
  "fa-facebook": "facebook",
  "fa-facebook-f": "facebook",
  "fa-square-facebook": "facebook",
  "fa-facebook-square": "facebook",
  "fa-instagram": "instagram",
  "fa-square-instagram": "instagram",
  "fa-linkedin": "linkedin",
  "fa-linkedin-in": "linkedin",
  "fa-x-twitter": "x-twitter",
  "fa-twitter": "x-twitter",
  "fa-square-x-twitter": "x-twitter",
  "fa-tiktok": "tiktok",
  "fa-youtube": "youtube",
  "fa-square-youtube": "youtube",
  "fa-tripadvisor": "tripadvisor",
  "fa-google": "google",
  "fa-pinterest": "pinterest",
  "fa-pinterest-p": "pinterest",
  "fa-github": "github",
  "fa-square-github": "github",
  "fa-discord": "discord",
  "fa-telegram": "telegram",
};

/**
 * The icon named by a class list, or the fallback when none is known. Style tokens ("fa-solid",
 * "fas", "fa-2x"…) are ignored; a bare name ("user") is accepted too.
 */
export function resolveIconName(className: string | null | undefined, fallback: IconName): IconName {
  const tokens = (className ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    const icon = ALIASES[token] ?? ALIASES[`fa-${token}`];
    if (icon) return icon;
  }
  return fallback;
}
