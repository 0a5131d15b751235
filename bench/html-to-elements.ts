import { JSDOM } from "jsdom";

/**
 * A page's rendered body turned back into plain elements (tag, React props, children), for the
 * bench's "same elements" reference (bench/next-reference.ts): a bare Next.js page that renders
 * exactly these elements, with none of the product's code, data or client components. Its render
 * cost is the framework's floor for that content. Scripts, templates and comments are dropped
 * (the framework adds its own scripts).
 */
export type ElementNode = string | [tag: string, props: Record<string, string | true | Record<string, string>>, children: ElementNode[]];

/** HTML attribute names whose React prop is spelled differently. */
const PROP_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  crossorigin: "crossOrigin",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  datetime: "dateTime",
  colspan: "colSpan",
  novalidate: "noValidate",
  spellcheck: "spellCheck",
  // A rendered form field's value, without the handler React wants beside `value`.
  value: "defaultValue",
  checked: "defaultChecked",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
};

const BOOLEAN_PROPS = new Set(["hidden", "disabled", "required", "defaultChecked", "readOnly", "noValidate", "multiple", "selected", "open", "inert"]);

const DROPPED = new Set(["SCRIPT", "TEMPLATE", "NOSCRIPT"]);

/** `a: b; --c: d` → `{ a: "b", "--c": "d" }`, property names in camelCase as React wants them (custom properties as they are). */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toElement(node: Node): ElementNode | null {
  if (node.nodeType === 3) return node.textContent || null;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  if (DROPPED.has(element.tagName.toUpperCase())) return null;
  const props: Record<string, string | true | Record<string, string>> = {};
  for (const attribute of Array.from(element.attributes)) {
    const name = PROP_NAMES[attribute.name] ?? attribute.name;
    if (name === "style") props.style = styleObject(attribute.value);
    else props[name] = BOOLEAN_PROPS.has(name) ? true : attribute.value;
  }
  const children = Array.from(element.childNodes, toElement).filter((child): child is ElementNode => child !== null);
  return [element.localName, props, children];
}

/** The elements of the body of `html`, in order. */
export function htmlBodyToElements(html: string): ElementNode[] {
  const { document } = new JSDOM(html).window;
  return Array.from(document.body.childNodes, toElement).filter((child): child is ElementNode => child !== null);
}

/** How many elements (not text) `nodes` hold, at every depth. */
export function countElements(nodes: ElementNode[]): number {
  return nodes.reduce((sum, node) => (typeof node === "string" ? sum : sum + 1 + countElements(node[2])), 0);
}
