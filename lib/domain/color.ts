/**
 * Colours of the site parameters (#RRGGBBAA) and the contrast rules of WCAG 2.x,
 * so brand colours chosen by the owner never produce unreadable text.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses #RGB, #RRGGBB or #RRGGBBAA; null when malformed. */
export function parseHexColor(value: string | null | undefined): Rgba | null {
  if (!value) return null;
  const hex = value.trim().replace(/^#/, "");
  if (!/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) / 255 : 1 };
}

const hex2 = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, "0");

/** CSS form: #rrggbb when opaque, #rrggbbaa otherwise. */
export function toCssColor(color: Rgba): string {
  const base = `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}`;
  return color.a >= 1 ? base : `${base}${hex2(color.a * 255)}`;
}

function channelLuminance(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: Rgba): number {
  return 0.2126 * channelLuminance(color.r) + 0.7152 * channelLuminance(color.g) + 0.0722 * channelLuminance(color.b);
}

/** Colour composited over an opaque background (alpha taken into account). */
export function flatten(color: Rgba, background: Rgba): Rgba {
  const mix = (f: number, b: number) => f * color.a + b * (1 - color.a);
  return { r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b), a: 1 };
}

export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = relativeLuminance(flatten(foreground, background));
  const bg = relativeLuminance(background);
  const [light, dark] = fg > bg ? [fg, bg] : [bg, fg];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when it reaches `minRatio` against the background, otherwise the nearest
 * shade (darker on light backgrounds, lighter on dark ones) that does: keeps the brand hue.
 */
export function ensureContrast(foreground: Rgba, background: Rgba, minRatio = 4.5): Rgba {
  const base = flatten(foreground, background);
  if (contrastRatio(base, background) >= minRatio) return base;
  const target = relativeLuminance(background) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const candidate = {
      r: base.r + (target - base.r) * t,
      g: base.g + (target - base.g) * t,
      b: base.b + (target - base.b) * t,
      a: 1,
    };
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return { r: target, g: target, b: target, a: 1 };
}

// ---------------------------------------------------------------------------
// Text laid over pictures
// ---------------------------------------------------------------------------

export const WHITE: Rgba = Object.freeze({ r: 255, g: 255, b: 255, a: 1 });
export const BLACK: Rgba = Object.freeze({ r: 0, g: 0, b: 0, a: 1 });

/** WCAG 2.x thresholds: large text is ≥ 24 px, or ≥ 18.66 px (14 pt) when bold (weight ≥ 700). */
export const LARGE_TEXT_MIN_PX = 24;
export const LARGE_BOLD_TEXT_MIN_PX = 18.66;

export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= LARGE_TEXT_MIN_PX || (fontWeight >= 700 && fontSizePx >= LARGE_BOLD_TEXT_MIN_PX);
}

/** AA ratio a text needs: 3 for large text, 4.5 otherwise. */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}

/** Ratio of two relative luminances (the WCAG formula, lighter over darker). */
export function luminanceRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The lowest contrast an opaque `text` can have over ANY picture under a black scrim of
 * `scrimOpacity`. The scrimmed picture spans luminances from black to white-under-the-scrim; the
 * worst pixel is the one whose luminance is closest to the text's.
 */
export function worstContrastOverScrim(text: Rgba, scrimOpacity: number): number {
  const brightest = relativeLuminance(flatten({ ...BLACK, a: scrimOpacity }, WHITE));
  const textLuminance = relativeLuminance(text);
  return luminanceRatio(textLuminance, Math.min(textLuminance, brightest));
}

/** Smallest black scrim (in hundredths) that keeps `text` at `minRatio` over any picture; null if none can. */
export function minimumScrimOpacity(text: Rgba, minRatio: number): number | null {
  for (let step = 0; step <= 100; step++) {
    if (worstContrastOverScrim(text, step / 100) >= minRatio) return step / 100;
  }
  return null;
}

/**
 * Text over a picture is white whatever the theme (HEADING_COLOR, FONT_COLOR and DARK_THEME are
 * chosen for the page background, not for photos), over a black scrim of this opacity: white keeps
 * 5.7:1 even on a pure white picture (worstContrastOverScrim), above the 4.5:1 of normal text.
 * The blocks use the matching classes (components/blocks/shared/styles.ts).
 */
export const TEXT_ON_IMAGE: Rgba = WHITE;
export const IMAGE_SCRIM_OPACITY = 0.6;

/**
 * The lowest contrast of `text` (translucent text blended over each pixel) against a set of opaque
 * RGBA pixels, e.g. a screenshot of what lies behind it; Infinity when there is none.
 */
export function worstContrastAgainstPixels(text: Rgba, rgba: ArrayLike<number>): number {
  const opaqueText = text.a >= 1 ? relativeLuminance(text) : null;
  let worst = Infinity;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const pixel = { r: rgba[i]!, g: rgba[i + 1]!, b: rgba[i + 2]!, a: 1 };
    const textLuminance = opaqueText ?? relativeLuminance(flatten(text, pixel));
    worst = Math.min(worst, luminanceRatio(textLuminance, relativeLuminance(pixel)));
  }
  return worst;
}

/** A computed CSS colour as the browser serialises it (`rgb()`, `rgba()`, `color(srgb …)`); null otherwise. */
export function parseCssColor(value: string): Rgba | null {
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value.trim());
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+%?))?\s*\)$/i.exec(value.trim());
  const match = rgb ?? srgb;
  if (!match) return null;
  const scale = rgb ? 1 : 255;
  const alpha = match[4] === undefined ? 1 : match[4].endsWith("%") ? parseFloat(match[4]) / 100 : parseFloat(match[4]);
  return { r: Number(match[1]) * scale, g: Number(match[2]) * scale, b: Number(match[3]) * scale, a: alpha };
}
