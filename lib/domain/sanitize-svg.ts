import sanitizeHtml from "sanitize-html";

/**
 * SVG sanitiser (uploads to the media library): an allow-list of SVG drawing elements and
 * attributes parsed as XML. Dropped: <script>, <foreignObject>, animation elements that can
 * rewrite links, every event handler (on…), `javascript:` and every external reference: a `href` /
 * `xlink:href` may only point inside the file (`#id`) or hold a `data:image/…` URL (not SVG: no
 * nested document), `url(…)` in attributes and styles only to `#id`; a <style> importing or
 * loading anything outside is dropped whole. Doctypes (entity expansion) are refused upstream.
 */
const TAGS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "image", "switch",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
  "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB",
  "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
  "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
  "style",
];

const ATTRIBUTES = [
  "id", "class", "style", "lang", "xml:lang", "xml:space", "xmlns", "xmlns:xlink", "version", "role", "aria-label", "aria-hidden", "focusable",
  "viewBox", "preserveAspectRatio", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
  "d", "points", "pathLength", "transform", "href", "xlink:href", "xlink:title",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin",
  "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "color", "display", "visibility", "overflow",
  "clip-path", "clip-rule", "clipPathUnits", "mask", "maskUnits", "maskContentUnits", "filter", "filterUnits", "primitiveUnits",
  "marker-start", "marker-mid", "marker-end", "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient",
  "gradientUnits", "gradientTransform", "spreadMethod", "offset", "stop-color", "stop-opacity",
  "patternUnits", "patternContentUnits", "patternTransform",
  "font-family", "font-size", "font-weight", "font-style", "font-variant", "letter-spacing", "word-spacing",
  "text-anchor", "dominant-baseline", "alignment-baseline", "baseline-shift", "text-decoration", "dx", "dy", "rotate", "textLength",
  "lengthAdjust", "startOffset", "method", "spacing", "writing-mode", "direction", "unicode-bidi",
  "in", "in2", "result", "stdDeviation", "mode", "values", "type", "tableValues", "slope", "intercept", "amplitude", "exponent",
  "operator", "k1", "k2", "k3", "k4", "order", "kernelMatrix", "divisor", "bias", "targetX", "targetY", "edgeMode",
  "preserveAlpha", "surfaceScale", "diffuseConstant", "specularConstant", "specularExponent", "kernelUnitLength",
  "scale", "xChannelSelector", "yChannelSelector", "radius", "baseFrequency", "numOctaves", "seed", "stitchTiles",
  "azimuth", "elevation", "z", "pointsAtX", "pointsAtY", "pointsAtZ", "limitingConeAngle",
  "flood-color", "flood-opacity", "lighting-color", "color-interpolation", "color-interpolation-filters",
  "shape-rendering", "text-rendering", "image-rendering", "vector-effect", "paint-order", "mix-blend-mode", "isolation",
];

/** A link that stays inside the file, or an embedded raster image. */
export function isSafeSvgReference(value: string): boolean {
  const v = value.trim();
  return /^#[\w.:-]*$/.test(v) || /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i.test(v);
}

/** Every `url(…)` inside points at `#id`; no `@import`, `expression(` nor `javascript:`. */
export function isSafeSvgStyle(css: string): boolean {
  const lower = css.toLowerCase().replace(/\\/g, "");
  if (lower.includes("@import") || lower.includes("expression(") || lower.includes("javascript:") || lower.includes("<")) return false;
  for (const match of lower.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)) {
    if (!/^#[\w.:-]*$/.test(match[2]!.trim())) return false;
  }
  // An url( the pattern above did not read (unbalanced quotes…) is refused too.
  return (lower.match(/url\(/g)?.length ?? 0) === [...lower.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].length;
}

function cleanAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const next: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (lower.startsWith("on")) continue;
    if (/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i.test(value) || /vbscript:/i.test(value)) continue;
    if ((lower === "href" || lower === "xlink:href") && !isSafeSvgReference(value)) continue;
    if (value.toLowerCase().includes("url(") && !isSafeSvgStyle(value)) continue;
    if (lower === "style" && !isSafeSvgStyle(value)) continue;
    next[name] = value;
  }
  return { tagName, attribs: next };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { "*": ATTRIBUTES },
  // href values are checked in cleanAttributes (fragments and data:image only).
  allowedSchemes: ["data"],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: true,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "foreignObject", "textarea", "option", "noscript", "iframe"],
  parser: { xmlMode: true, decodeEntities: true },
  parseStyleAttributes: false,
  selfClosing: [],
  transformTags: Object.fromEntries(TAGS.map((tag) => [tag, cleanAttributes])),
  exclusiveFilter: (frame) => frame.tag === "style" && !isSafeSvgStyle(frame.text),
};

/** Refused outright: doctypes and entities (billion-laughs expansion), nothing to clean there. */
export function hasSvgDoctype(svg: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(svg);
}

/** The SVG without anything active or external; "" when no <svg> root is left. */
export function sanitizeSvg(svg: string): string {
  const clean = sanitizeHtml(svg, OPTIONS).trim();
  return /^<svg[\s>]/.test(clean) ? clean : "";
}
