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
