import { fontFaceCss } from "@/lib/domain/font-catalog";
import type { ParameterMap } from "@/lib/domain/parameter-map";
import { buildThemeVariables, type ThemeFont } from "@/lib/domain/theme";

/**
 * Live preview of unsaved theme values: the same pure function the server uses for the site's
 * theme CSS (buildThemeVariables) gives the variables, set inline on <html> so they win over the
 * server's :root rules. Clearing them brings the served theme back.
 */
const FONT_STYLE_ID = "admin-theme-preview-fonts";
let applied: string[] = [];

export function applyThemePreview(map: ParameterMap, fonts: readonly ThemeFont[]): void {
  const style = document.documentElement.style;
  const variables = buildThemeVariables(map, fonts);
  for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
  applied = Object.keys(variables);
  let faces = document.getElementById(FONT_STYLE_ID);
  if (!faces) {
    faces = document.createElement("style");
    faces.id = FONT_STYLE_ID;
    document.head.append(faces);
  }
  faces.textContent = fontFaceCss(fonts.map((f) => f.family));
}

export function clearThemePreview(): void {
  const style = document.documentElement.style;
  for (const name of applied) style.removeProperty(name);
  applied = [];
  document.getElementById(FONT_STYLE_ID)?.remove();
}
