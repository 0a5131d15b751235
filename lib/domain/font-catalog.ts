/**
 * Fonts served from this site's own files (public/fonts), never from a font CDN.
 * A family missing here falls back to the system stack of its category.
 */

const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

export interface LocalFont {
  family: string;
  /** Variable weight range "min max". */
  weights: string;
  files: { latin: string; latinExt: string };
  fallback: string;
}

export const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const LOCAL_FONTS: readonly LocalFont[] = [
  {
    family: "Raleway",
    weights: "100 900",
    files: { latin: "/fonts/raleway-latin-wght-normal.woff2", latinExt: "/fonts/raleway-latin-ext-wght-normal.woff2" },
    fallback: SANS_FALLBACK,
  },
  {
    family: "Josefin Sans",
    weights: "100 700",
    files: {
      latin: "/fonts/josefin-sans-latin-wght-normal.woff2",
      latinExt: "/fonts/josefin-sans-latin-ext-wght-normal.woff2",
    },
    fallback: SANS_FALLBACK,
  },
];

export function findLocalFont(family: string): LocalFont | undefined {
  const wanted = family.trim().toLowerCase();
  return LOCAL_FONTS.find((f) => f.family.toLowerCase() === wanted);
}

/** CSS font-family value: the local family (quoted) then its fallback stack. */
export function fontStack(family: string | null | undefined): string {
  const font = family ? findLocalFont(family) : undefined;
  return font ? `"${font.family}", ${font.fallback}` : SANS_FALLBACK;
}

/** @font-face rules for the given families (each once; unknown families skipped). */
export function fontFaceCss(families: readonly string[]): string {
  const seen = new Set<string>();
  const rules: string[] = [];
  for (const family of families) {
    const font = findLocalFont(family);
    if (!font || seen.has(font.family)) continue;
    seen.add(font.family);
    for (const [file, range] of [
      [font.files.latin, LATIN],
      [font.files.latinExt, LATIN_EXT],
    ] as const) {
      rules.push(
        `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weights};src:url(${file}) format("woff2");unicode-range:${range}}`,
      );
    }
  }
  return rules.join("\n");
}

/** Latin files of the given families, each once: preloaded so text does not wait for CSS parsing. */
export function fontFilesToPreload(families: readonly string[]): string[] {
  const files = new Set<string>();
  for (const family of families) {
    const font = findLocalFont(family);
    if (font) files.add(font.files.latin);
  }
  return [...files];
}
