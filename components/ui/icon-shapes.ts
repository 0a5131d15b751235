/**
 * The site's icons (24×24 grid unless told), drawn once here and painted by CSS masks
 * (components/ui/icons.css, written from this table by `npm run icons`): an icon is one empty
 * <span> in the page. Inline SVGs were 17 % of the values of the home's RSC payload, which the
 * server serialises, parses back and renders on every uncached render (issue 8). Colour comes from
 * `currentColor` (the mask's fill), size from the font size (1em) or the caller's classes.
 */

export interface IconShape {
  /** Attributes of the <svg> root: how the body is painted (a mask only reads the alpha). */
  paint: string;
  viewBox?: string;
  /** The SVG elements, in single quotes (they go into a CSS url("…")). */
  body: string;
}

const stroke = (width: string) => `fill='none' stroke='#000' stroke-width='${width}' stroke-linecap='round' stroke-linejoin='round'`;
const FILL = "fill='#000'";
const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z";

export const ICON_SHAPES = {
  "user": { paint: stroke("1.8"), body: "<circle cx='12' cy='8' r='4'/><path d='M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7'/>" },
  "basket": { paint: stroke("1.8"), body: "<path d='M3 9.5h18l-1.7 9.6a2 2 0 0 1-2 1.6H6.7a2 2 0 0 1-2-1.6L3 9.5z'/><path d='M7.5 9.5 10.5 4M16.5 9.5 13.5 4M9 13.5v3.5M12 13.5v3.5M15 13.5v3.5'/>" },
  "cart": { paint: stroke("1.8"), body: "<path d='M3 4h2.2l2.3 10.7a2 2 0 0 0 2 1.6h7.4a2 2 0 0 0 1.9-1.5L20.5 8H6.3'/><circle cx='10' cy='20' r='1.3'/><circle cx='17' cy='20' r='1.3'/>" },
  "bag": { paint: stroke("1.8"), body: "<path d='M5 8h14l-1 12.5a1 1 0 0 1-1 .9H7a1 1 0 0 1-1-.9L5 8z'/><path d='M9 10V6.5a3 3 0 0 1 6 0V10'/>" },
  "bars": { paint: stroke("1.8"), body: "<path d='M4 6.5h16M4 12h16M4 17.5h16'/>" },
  "close": { paint: stroke("1.8"), body: "<path d='M6 6l12 12M18 6 6 18'/>" },
  "home": { paint: stroke("1.8"), body: "<path d='M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5'/>" },
  "phone": { paint: stroke("1.8"), body: "<path d='M5.5 3.5h3l1.8 4.6-2.2 1.4a11 11 0 0 0 6.4 6.4l1.4-2.2 4.6 1.8v3a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 3.5 5.6a2 2 0 0 1 2-2.1z'/>" },
  "envelope": { paint: stroke("1.8"), body: "<rect x='3' y='5' width='18' height='14' rx='2'/><path d='m3.5 7 8.5 6 8.5-6'/>" },
  "location": { paint: stroke("1.8"), body: "<path d='M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z'/><circle cx='12' cy='9.5' r='2.5'/>" },
  "clock": { paint: stroke("1.8"), body: "<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3.2 2'/>" },
  "search": { paint: stroke("1.8"), body: "<circle cx='11' cy='11' r='7'/><path d='m20 20-4-4'/>" },
  "chevron-down": { paint: stroke("2.8"), body: "<path d='m6 9 6 6 6-6'/>" },
  "globe": { paint: stroke("1.8"), body: "<circle cx='12' cy='12' r='9'/><path d='M3 12h18M12 3c2.6 2.8 2.6 15.2 0 18M12 3c-2.6 2.8-2.6 15.2 0 18'/>" },
  "facebook": { paint: stroke("1.8"), body: "<rect x='3' y='3' width='18' height='18' rx='4'/><path d='M15.5 7.5H14a2 2 0 0 0-2 2V21M9.5 12.5h5'/>" },
  "instagram": { paint: stroke("1.8"), body: "<rect x='3' y='3' width='18' height='18' rx='5'/><circle cx='12' cy='12' r='4'/><circle cx='17.2' cy='6.8' r='1.1' fill='#000' stroke='none'/>" },
  "linkedin": { paint: stroke("1.8"), body: "<rect x='3' y='3' width='18' height='18' rx='3'/><path d='M8 10.5V17M12 17v-6.5M12 13.6a2.6 2.6 0 0 1 5.2 0V17'/><circle cx='8' cy='7.4' r='1.1' fill='#000' stroke='none'/>" },
  "x-twitter": { paint: stroke("1.8"), body: "<path d='M4 4h4.2L20 20h-4.2L4 4zM19.5 4l-6.4 7M10.9 13 4.5 20'/>" },
  "tiktok": { paint: stroke("1.8"), body: "<path d='M14 3.5v11.3a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2.4 4.6 5 4.9'/>" },
  "youtube": { paint: stroke("1.8"), body: "<rect x='2.5' y='5.5' width='19' height='13' rx='4'/><path d='M10 9.3v5.4l4.7-2.7z' fill='#000'/>" },
  "tripadvisor": { paint: stroke("1.8"), body: "<circle cx='7' cy='13.5' r='3.8'/><circle cx='17' cy='13.5' r='3.8'/><path d='M2.5 8.5h19M8.5 8.5c2-1.6 5-1.6 7 0M12 18l-1.2-1.4M12 18l1.2-1.4'/><circle cx='7' cy='13.5' r='1.1' fill='#000' stroke='none'/><circle cx='17' cy='13.5' r='1.1' fill='#000' stroke='none'/>" },
  "google": { paint: stroke("1.8"), body: "<path d='M12 12h8M20 12A8 8 0 1 1 17.66 6.34'/>" },
  "pinterest": { paint: stroke("1.8"), body: "<circle cx='12' cy='12' r='9'/><path d='M11 21l2.2-9.2M9.3 14c-1.6-2.9.5-6.3 3.7-6.3 2.6 0 4.2 1.9 3.9 4.2-.3 2.3-2.1 3.8-4.2 3.2'/>" },
  "github": { paint: stroke("1.8"), body: "<path d='M9.5 21v-2.7c0-1 .3-1.6.8-2-2.6-.3-4.5-1.4-4.5-4.4 0-1 .3-1.8 1-2.4-.1-.4-.4-1.4.1-2.5 0 0 .8-.3 2.5.9a8.4 8.4 0 0 1 4.4 0c1.7-1.2 2.5-.9 2.5-.9.5 1.1.2 2.1.1 2.5.7.6 1 1.4 1 2.4 0 3-1.9 4.1-4.5 4.4.5.4.8 1.1.8 2.1V21M9.5 19c-2.3.7-3.2-.7-4-1.8'/>" },
  "discord": { paint: stroke("1.8"), body: "<path d='M7 7.2c3.3-1.4 6.7-1.4 10 0 1.6 2.4 2.4 5 2.5 8.2-1.4 1.3-3 2.1-4.6 2.5l-1-1.8M7 7.2c-1.6 2.4-2.4 5-2.5 8.2 1.4 1.3 3 2.1 4.6 2.5l1-1.8M8 16c2.6 1 5.4 1 8 0'/><circle cx='9.5' cy='12.5' r='1.3' fill='#000' stroke='none'/><circle cx='14.5' cy='12.5' r='1.3' fill='#000' stroke='none'/>" },
  "telegram": { paint: stroke("1.8"), body: "<path d='M21 4 3 11.2l6 2.3M21 4l-3 16-6.6-5.2M21 4 9 13.5v5.7l2.4-4.4'/>" },
  "arrow-right": { paint: stroke("2"), body: "<path d='M5 12h14M13 6l6 6-6 6'/>" },
  "clock-dial": { paint: stroke("2"), body: "<circle cx='12' cy='12' r='9'/><path d='M12 7v5l3 2'/>" },
  "external-link": { paint: stroke("2"), body: "<path d='M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'/>" },
  "mail": { paint: stroke("2"), body: "<rect x='3' y='5' width='18' height='14' rx='2'/><path d='m4 7 8 6 8-6'/>" },
  "map-pin": { paint: stroke("2"), body: "<path d='M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z'/><circle cx='12' cy='9.5' r='2.5'/>" },
  "mobile": { paint: stroke("2"), body: "<rect x='7' y='2.5' width='10' height='19' rx='2'/><path d='M11 18.5h2'/>" },
  "handset": { paint: stroke("2"), body: "<path d='M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z'/>" },
  "quote": { paint: FILL, viewBox: "0 0 32 32", body: "<path d='M13 8C7.5 9.6 4 13.6 4 19.2 4 23 6.3 25 9 25c2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.2-.5 0-.9.1-1.2.2.6-2.9 2.7-5.3 5.7-6.6L13 8Zm14 0c-5.5 1.6-9 5.6-9 11.2 0 3.8 2.3 5.8 5 5.8 2.6 0 4.5-1.9 4.5-4.4 0-2.4-1.7-4.2-4-4.2-.5 0-.9.1-1.2.2.6-2.9 2.7-5.3 5.7-6.6L27 8Z'/>" },
  star: { paint: "fill='none' stroke='#000' stroke-width='1.5'", body: `<path d='${STAR}' fill='#000'/>` },
  "star-empty": { paint: "fill='none' stroke='#000' stroke-width='1.5'", body: `<path d='${STAR}'/>` },
} as const satisfies Record<string, IconShape>;

export type IconShapeName = keyof typeof ICON_SHAPES;
