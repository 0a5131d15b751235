import { describe, expect, it } from "vitest";
import { contrastRatio, ensureContrast, parseHexColor, toCssColor } from "@/lib/domain/color";
import { fontFaceCss, fontStack } from "@/lib/domain/font-catalog";
import { toParameterMap, readBoolean, readChoice, readNumber, readText } from "@/lib/domain/parameter-map";
import { buildThemeCss, buildThemeVariables, sanitizeGlobalCss } from "@/lib/domain/theme";

const FONTS = [
  { type: "TITLE", family: "Josefin Sans", color: null, size: 17, weight: 400, style: "normal" },
  { type: "CONTENT", family: "Raleway", color: null, size: 14, weight: 300, style: "normal" },
  { type: "MENU", family: "Raleway", color: null, size: 12, weight: 400, style: "normal" },
];

describe("colours", () => {
  it("parses #RRGGBBAA, #RRGGBB and #RGB, refuses the rest", () => {
    expect(parseHexColor("#00566FFF")).toEqual({ r: 0, g: 0x56, b: 0x6f, a: 1 });
    expect(parseHexColor("#00566F80")?.a).toBeCloseTo(0.502, 2);
    expect(parseHexColor("#fff")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    for (const bad of ["", "red", "#12345", "#GGGGGG", null, undefined]) expect(parseHexColor(bad)).toBeNull();
    expect(toCssColor({ r: 0, g: 86, b: 111, a: 1 })).toBe("#00566f");
  });

  it("computes WCAG contrast ratios", () => {
    const white = parseHexColor("#FFFFFF")!;
    expect(contrastRatio(parseHexColor("#000000")!, white)).toBeCloseTo(21, 0);
    expect(contrastRatio(parseHexColor("#F39200")!, white)).toBeCloseTo(2.35, 1);
  });

  it("keeps a readable colour as is and darkens the accent #F39200 until AA on white", () => {
    const white = parseHexColor("#FFFFFF")!;
    const primary = parseHexColor("#00566F")!;
    expect(ensureContrast(primary, white)).toEqual(primary);
    const fixed = ensureContrast(parseHexColor("#F39200")!, white);
    expect(contrastRatio(fixed, white)).toBeGreaterThanOrEqual(4.5);
    // Same hue family: still more red than blue.
    expect(fixed.r).toBeGreaterThan(fixed.b);
  });

  it("lightens a dark text colour on a dark background", () => {
    const dark = parseHexColor("#12171C")!;
    const fixed = ensureContrast(parseHexColor("#00566F")!, dark);
    expect(contrastRatio(fixed, dark)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("parameter readers", () => {
  const map = toParameterMap([
    { id: 1, type: "A", kind: "STRING", label: "", value: "  texte " },
    { id: 2, type: "B", kind: "BOOLEAN", label: "", value: "true" },
    { id: 3, type: "N", kind: "NUMBER", label: "", value: "42" },
    { id: 4, type: "X", kind: "NUMBER", label: "", value: "abc" },
    { id: 5, type: "E", kind: "STRING", label: "", value: "   " },
    { id: 6, type: "C", kind: "STRING", label: "", value: "LEFT" },
  ]);
  it("reads typed values with fallbacks", () => {
    expect(readText(map, "A")).toBe("texte");
    expect(readText(map, "E")).toBeNull();
    expect(readText(map, "MISSING")).toBeNull();
    expect(readBoolean(map, "B")).toBe(true);
    expect(readBoolean(map, "A", true)).toBe(true);
    expect(readNumber(map, "N", 0)).toBe(42);
    expect(readNumber(map, "X", 7)).toBe(7);
    expect(readChoice(map, "C", ["LEFT", "RIGHT"] as const, "RIGHT")).toBe("LEFT");
    expect(readChoice(map, "A", ["LEFT", "RIGHT"] as const, "RIGHT")).toBe("RIGHT");
  });
});

describe("theme variables", () => {
  it("turns the colour parameters into CSS variables, contrast-corrected for text", () => {
    const vars = buildThemeVariables({ FONT_COLOR: "#1F2933FF", BACKGROUND_COLOR: "#FFFFFFFF", ACTIVE_FONT_COLOR: "#F39200FF", BACKGROUND_FOOTER_COLOR: "#123456FF" }, FONTS);
    expect(vars["--color-background"]).toBe("#ffffff");
    expect(vars["--color-footer-background"]).toBe("#123456");
    expect(vars["--color-accent-raw"]).toBe("#f39200");
    const link = parseHexColor(vars["--color-link"])!;
    expect(contrastRatio(link, parseHexColor("#FFFFFF")!)).toBeGreaterThanOrEqual(4.5);
  });

  it("follows a parameter change (another footer colour gives another variable)", () => {
    const a = buildThemeVariables({ BACKGROUND_FOOTER_COLOR: "#00566FFF" }, FONTS);
    const b = buildThemeVariables({ BACKGROUND_FOOTER_COLOR: "#6A1B9AFF" }, FONTS);
    expect(a["--color-footer-background"]).toBe("#00566f");
    expect(b["--color-footer-background"]).toBe("#6a1b9a");
  });

  it("uses the fonts of /site/info and the numeric menu/logo parameters", () => {
    const vars = buildThemeVariables({ SUBMENU_WIDTH: "280", LOGO_WIDTH: "0", LOGO_HEIGHT: "64", DETAIL_PAGE_MARGIN_TOP: "28" }, FONTS);
    expect(vars["--font-title"]).toMatch(/^"Josefin Sans"/);
    expect(vars["--font-content"]).toMatch(/^"Raleway"/);
    expect(vars["--font-content-size"]).toBe("14px");
    expect(vars["--submenu-width"]).toBe("280px");
    expect(vars["--logo-width"]).toBe("auto");
    expect(vars["--logo-height"]).toBe("64px");
    expect(vars["--detail-page-margin-top"]).toBe("28px");
  });

  it("switches to dark colours with DARK_THEME", () => {
    const light = buildThemeVariables({ DARK_THEME: "false" }, FONTS);
    const dark = buildThemeVariables({ DARK_THEME: "true" }, FONTS);
    expect(light["--color-background"]).toBe("#ffffff");
    expect(dark["--color-background"]).not.toBe("#ffffff");
    expect(buildThemeCss({ DARK_THEME: "true" }, FONTS)).toContain("color-scheme:dark");
  });

  it("serves fonts from local files only, never a font CDN", () => {
    const css = buildThemeCss({}, FONTS);
    expect(css).toContain("url(/fonts/raleway-latin-wght-normal.woff2)");
    expect(css).toContain("url(/fonts/josefin-sans-latin-wght-normal.woff2)");
    expect(css).not.toMatch(/https?:\/\//);
    expect(fontFaceCss(["Raleway", "Raleway", "Inconnue"]).match(/@font-face/g)).toHaveLength(2);
    expect(fontStack("Inconnue")).not.toContain("Inconnue");
  });

  it("keeps GLOBAL_CSS as CSS only", () => {
    expect(sanitizeGlobalCss("body{color:red}</style><script>alert(1)</script>")).not.toMatch(/<\/?(style|script)/i);
    expect(sanitizeGlobalCss('@import url("https://evil.example/x.css"); a{b:c}')).not.toContain("@import");
    expect(buildThemeCss({ GLOBAL_CSS: ".promo{font-weight:700}" }, FONTS)).toContain(".promo{font-weight:700}");
  });
});

describe("font preloads", () => {
  it("lists the latin file of each local family once, nothing for unknown families", async () => {
    const { fontFilesToPreload } = await import("@/lib/domain/font-catalog");
    expect(fontFilesToPreload(["Raleway", "Josefin Sans", "Raleway", "Inconnue"])).toEqual([
      "/fonts/raleway-latin-wght-normal.woff2",
      "/fonts/josefin-sans-latin-wght-normal.woff2",
    ]);
  });
});
