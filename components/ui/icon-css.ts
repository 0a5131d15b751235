import { ICON_SHAPES, type IconShape } from "./icon-shapes";

/** An SVG as a CSS url(): the few characters a data URI cannot hold as they are, escaped. */
function svgUrl({ paint, viewBox = "0 0 24 24", body }: IconShape): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='${viewBox}' ${paint}>${body}</svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * components/ui/icons.css: `.icon` paints `currentColor` through the mask of its `icon-<name>`
 * class. In the components layer, so a caller's Tailwind size classes win over the 1em default.
 * `preserve-parent-color`: in forced colours the icon takes its parent's text colour (its background
 * would otherwise be forced to the canvas colour, and the icon disappear).
 */
export function iconCss(): string {
  const rules = Object.entries(ICON_SHAPES).map(([name, shape]) => `  .icon-${name} {\n    --icon: ${svgUrl(shape)};\n  }`);
  return [
    "/* Written by `npm run icons` from components/ui/icon-shapes.ts: do not edit by hand. */",
    "@layer components {",
    "  .icon {",
    "    display: inline-block;",
    "    flex-shrink: 0;",
    "    width: 1em;",
    "    height: 1em;",
    "    background-color: currentColor;",
    "    mask: var(--icon) center / contain no-repeat;",
    "    forced-color-adjust: preserve-parent-color;",
    "  }",
    ...rules,
    "}",
    "",
  ].join("\n");
}
