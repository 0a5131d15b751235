import { contrastRatio, flatten, parseHexColor, type Rgba } from "./color";
import type { ParameterMap } from "./parameter-map";
import { findParameterDefinition } from "./parameter-catalog";

/**
 * The text / background pairs of colour parameters that visitors read (the pairs the theme CSS
 * uses, lib/domain/theme.ts). The theme panel warns when a pair fails WCAG AA (4.5:1): the site
 * would then shift the text to a readable shade, so the owner should know before saving.
 */
export interface ContrastPair {
  text: string;
  background: string;
  /** French name of the pair, e.g. « Texte principal sur le fond des pages ». */
  label: string;
}

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { text: "FONT_COLOR", background: "BACKGROUND_COLOR", label: "Texte principal sur le fond des pages" },
  { text: "HEADING_COLOR", background: "BACKGROUND_COLOR", label: "Titres sur le fond des pages" },
  { text: "ACTIVE_FONT_COLOR", background: "BACKGROUND_COLOR", label: "Liens sur le fond des pages" },
  { text: "FONT_BACKGROUND_COLOR", background: "HEADING_COLOR", label: "Texte des bandeaux et boutons sur la couleur des titres" },
  { text: "FONT_HEADER_COLOR", background: "BACKGROUND_HEADER_COLOR", label: "Texte de l'en-tête sur son fond" },
  { text: "MENU_COLOR_ON_TOP", background: "BACKGROUND_MENU_COLOR", label: "Texte du menu sur son fond" },
  { text: "ACTIVE_MENU_COLOR", background: "BACKGROUND_MENU_COLOR", label: "Entrée de menu active sur le fond du menu" },
  { text: "FONT_MOBILE_MENU_COLOR", background: "BACKGROUND_MOBILE_MENU_COLOR", label: "Texte du menu mobile sur son fond" },
  { text: "FONT_FOOTER_COLOR", background: "BACKGROUND_FOOTER_COLOR", label: "Texte du pied de page sur son fond" },
  {
    text: "TOP_MENU_INFO_BAR_FONT_COLOR",
    background: "TOP_MENU_INFO_BAR_BACKGROUND_COLOR",
    label: "Texte du bandeau d'information sur son fond",
  },
];

/** WCAG 2.x AA for normal text. */
export const AA_RATIO = 4.5;

export interface ContrastWarning {
  pair: ContrastPair;
  /** Rounded down to two decimals, so 4.499 never shows as « 4,5 ». */
  ratio: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function colourOf(map: ParameterMap, type: string): Rgba | null {
  return parseHexColor(map[type] ?? findParameterDefinition(type)?.defaultValue ?? null);
}

/** Contrast of one pair from the values (a translucent background is laid over white first). */
export function pairContrast(pair: ContrastPair, map: ParameterMap): number | null {
  const text = colourOf(map, pair.text);
  const background = colourOf(map, pair.background);
  if (!text || !background) return null;
  return contrastRatio(text, flatten(background, WHITE));
}

/** The pairs a colour belongs to that fail AA with the given values (none when `type` is in no pair). */
export function contrastWarnings(type: string, map: ParameterMap): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of CONTRAST_PAIRS) {
    if (pair.text !== type && pair.background !== type) continue;
    const ratio = pairContrast(pair, map);
    if (ratio !== null && ratio < AA_RATIO) warnings.push({ pair, ratio: Math.floor(ratio * 100) / 100 });
  }
  return warnings;
}

/** « 3,21:1 »: the ratio in French notation. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2).replace(".", ",")}:1`;
}
