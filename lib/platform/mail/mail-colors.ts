import "server-only";
import { ensureContrast, flatten, parseHexColor, toCssColor, type Rgba } from "@/lib/domain/color";
import type { ParameterMap } from "@/lib/domain/parameter-map";

/**
 * Colours of an e-mail, from the same parameters and fallbacks as the site theme
 * (lib/domain/theme.ts: --color-heading, --color-primary, --color-primary-contrast, --color-text).
 * E-mails are always on white (mail clients ignore the dark theme) and opaque (#rrggbb only:
 * 8-digit hex is not understood by every client).
 */
export interface MailColors {
  text: string;
  heading: string;
  button: string;
  buttonText: string;
  muted: string;
  border: string;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function parameterColor(map: ParameterMap, key: string, fallback: string): Rgba {
  return parseHexColor(map[key]) ?? parseHexColor(fallback)!;
}

export function mailColors(map: ParameterMap): MailColors {
  const primary = flatten(parameterColor(map, "HEADING_COLOR", "#00566FFF"), WHITE);
  const onWhite = (key: string, fallback: string) => toCssColor(ensureContrast(parameterColor(map, key, fallback), WHITE));
  return {
    text: onWhite("FONT_COLOR", "#1F2933FF"),
    heading: toCssColor(ensureContrast(primary, WHITE)),
    button: toCssColor(primary),
    buttonText: toCssColor(ensureContrast(parameterColor(map, "FONT_BACKGROUND_COLOR", "#FFFFFFFF"), primary)),
    muted: "#52606d",
    border: "#e4e7eb",
  };
}
