import "server-only";
import { Fragment, type ReactNode } from "react";
import { PackedAnchor } from "./packed-anchor";
import { PackedHtml } from "./packed-html";
import { unpackMarkup } from "./packed-markup";

/**
 * Server markup without the RSC round trip: a subtree made only of server components and plain
 * elements is turned into its HTML here, and crosses the page as one packed string
 * (static-region.tsx). An element costs about 24 µs in an uncached render when React serialises
 * it to the RSC payload, decodes it again and renders it to HTML (the bench's reference of the
 * home's elements); written here, it costs a string concatenation.
 *
 * The output is what react-dom/server's renderToStaticMarkup gives for the same tree
 * (tests/unit/static-markup.test.tsx compares them), for the subset written below. Anything
 * outside it throws NotStaticError and the caller lets React render the subtree instead: a client
 * component, an event handler, elements React treats specially (script, link, meta, title,
 * style, select, textarea, a field's value or a form's action function), SVG, or an image React
 * would preload (eager or high priority). A form, a button and an input are written the way React
 * writes them: their form attributes last (FORM_LAST_ATTRIBUTES).
 */
export class NotStaticError extends Error {
  constructor(reason: string) {
    super(`not static: ${reason}`);
    this.name = "NotStaticError";
  }
}

const ELEMENT = Symbol.for("react.transitional.element");
const LEGACY_ELEMENT = Symbol.for("react.element");
const CLIENT_REFERENCE = Symbol.for("react.client.reference");

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"]);
/** Elements React renders with rules of their own (hoisting, preloads, form state, leading newlines) or in another namespace. */
const NOT_STATIC_TAGS = new Set([
  "base", "body", "embed", "head", "html", "iframe", "link", "listing", "math", "meta", "noscript",
  "object", "option", "pre", "script", "select", "slot", "style", "svg", "template", "textarea", "title",
]);
/**
 * Attributes react-dom/server writes after all the others, in this order, on these elements
 * (pushStartForm, and pushFormActionAttribute for buttons and inputs). Those of a submitting
 * control other than its name (formAction…) are React's alone: NOT_STATIC_PROPS.
 */
const FORM_LAST_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  form: ["action", "encType", "method", "target"],
  button: ["name"],
  input: ["name"],
};
const BOOLEAN = new Set([
  "inert", "allowFullScreen", "async", "autoPlay", "controls", "credentialless", "default", "defer", "disabled",
  "disablePictureInPicture", "disableRemotePlayback", "formNoValidate", "hidden", "loop", "noModule", "noValidate", "open",
  "playsInline", "readOnly", "required", "reversed", "scoped", "seamless", "itemScope",
]);
const LOWERCASED_BOOLEAN = new Set(["autoFocus", "multiple", "muted"]);
const BOOLEANISH = new Set(["contentEditable", "spellCheck", "draggable", "autoReverse", "externalResourcesRequired", "focusable", "preserveAlpha"]);
const ALIASES = new Map([
  ["className", "class"],
  ["tabIndex", "tabindex"],
  ["htmlFor", "for"],
  ["acceptCharset", "accept-charset"],
  ["httpEquiv", "http-equiv"],
  ["crossOrigin", "crossorigin"],
]);
/** Props React handles with rules not written here. */
const NOT_STATIC_PROPS = new Set([
  "value", "defaultValue", "checked", "defaultChecked", "selected", "innerHTML", "ref", "action", "formAction",
  "formEncType", "formMethod", "formTarget", "cols", "rows", "size", "span", "rowSpan", "start", "capture", "download",
]);
const UNITLESS = new Set([
  "animationIterationCount", "aspectRatio", "columnCount", "columns", "flex", "flexGrow", "flexShrink", "fontWeight", "gridArea",
  "gridColumn", "gridColumnEnd", "gridColumnStart", "gridRow", "gridRowEnd", "gridRowStart", "lineClamp", "lineHeight",
  "opacity", "order", "orphans", "scale", "tabSize", "widows", "zIndex", "zoom",
]);
const SAFE_NAME = /^[a-zA-Z][a-zA-Z0-9_.:-]*$/;
// React's own test (react-dom-server): a javascript: URL is replaced there, so it is left to React.
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
/** What react-dom/server writes for `"`, `&`, `'`, `<` and `>` in text and attribute values. */
function entityOf(code: number): string | null {
  switch (code) {
    case 34:
      return "&quot;";
    case 38:
      return "&amp;";
    case 39:
      return "&#x27;";
    case 60:
      return "&lt;";
    case 62:
      return "&gt;";
    default:
      return null;
  }
}

/** A scan by character codes, as React's own escape: most texts need nothing and are returned as they are. */
export function escapeHtml(text: string): string {
  let html = "";
  let done = 0;
  for (let index = 0; index < text.length; index++) {
    const entity = entityOf(text.charCodeAt(index));
    if (entity === null) continue;
    html += text.slice(done, index) + entity;
    done = index + 1;
  }
  return done === 0 ? text : html + text.slice(done);
}

type Markup = string | Promise<string>;
type Props = Record<string, unknown>;

/**
 * A pending part: marked handled at once, so that a part left behind when a sibling turns out not
 * to be static never becomes an unhandled rejection; whoever awaits it still gets its failure.
 */
function pending(promise: Promise<string>): Promise<string> {
  promise.catch(() => undefined);
  return promise;
}

/** Children in order: one string while they all are, their promise as soon as one is pending. */
function renderChildren(nodes: readonly ReactNode[]): Markup {
  let html = "";
  let parts: Markup[] | null = null;
  for (const node of nodes) {
    const part = renderNode(node);
    if (parts) parts.push(part);
    else if (typeof part === "string") html += part;
    else parts = [html, part];
  }
  return parts ? pending(Promise.all(parts).then((done) => done.join(""))) : html;
}

function styleAttribute(style: unknown): string {
  if (typeof style !== "object" || style === null) throw new NotStaticError("style is not an object");
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === "boolean" || value === "") continue;
    if (name.startsWith("--")) {
      declarations.push(`${escapeHtml(name)}:${escapeHtml(String(value).trim())}`);
      continue;
    }
    if (!/^[a-zA-Z]+$/.test(name) || /^(ms|Moz|Webkit|WebKit)[A-Z]/.test(name)) throw new NotStaticError(`style ${name}`);
    const property = name.replace(/([A-Z])/g, "-$1").toLowerCase();
    const text = typeof value === "number" ? (value === 0 || UNITLESS.has(name) ? String(value) : `${value}px`) : escapeHtml(String(value).trim());
    declarations.push(`${property}:${text}`);
  }
  return declarations.length > 0 ? ` style="${declarations.join(";")}"` : "";
}

/** Writes one attribute of a host element, from its value (chosen once per prop name: writerFor). */
type AttributeWriter = (value: unknown) => string;

function refuse(reason: string): AttributeWriter {
  return () => {
    throw new NotStaticError(reason);
  };
}

function urlWriter(name: string): AttributeWriter {
  return (value) => {
    // React drops an empty one, except an <a>'s href: left to React.
    if (value === "" || typeof value === "boolean") throw new NotStaticError(`empty or boolean ${name}`);
    if (JAVASCRIPT_URL.test(String(value))) throw new NotStaticError(`javascript: URL in ${name}`);
    return ` ${name}="${escapeHtml(String(value))}"`;
  };
}

function makeWriter(name: string): AttributeWriter {
  if (NOT_STATIC_PROPS.has(name) || /^on[A-Z]/i.test(name)) return refuse(`prop ${name}`);
  if (name === "style") return styleAttribute;
  if (BOOLEAN.has(name)) return (value) => (value ? ` ${name}=""` : "");
  if (LOWERCASED_BOOLEAN.has(name)) return (value) => (value ? ` ${name.toLowerCase()}=""` : "");
  if (BOOLEANISH.has(name)) return (value) => ` ${name}="${escapeHtml(String(value))}"`;
  if (name === "src" || name === "href") return urlWriter(name);
  const alias = ALIASES.get(name) ?? name;
  if (!SAFE_NAME.test(alias) || name.startsWith("xlink") || name.startsWith("xml")) return refuse(`attribute ${name}`);
  const prefix = alias.toLowerCase().slice(0, 5);
  // React writes true and false for data- and aria- attributes only.
  const writesBooleans = prefix === "data-" || prefix === "aria-";
  return (value) => (typeof value === "boolean" && !writesBooleans ? "" : ` ${alias}="${escapeHtml(String(value))}"`);
}

/** Writers by prop name: the rules below are read once per name, not once per element. */
const writers = new Map<string, AttributeWriter>();

function attribute(name: string, value: unknown): string {
  if (typeof value === "function" || typeof value === "symbol") throw new NotStaticError(`function or symbol in ${name}`);
  let writer = writers.get(name);
  if (writer === undefined) {
    writer = makeWriter(name);
    writers.set(name, writer);
  }
  return writer(value);
}

/** A form's own attributes, written last (FORM_LAST_ATTRIBUTES): its action a URL (a function is React's). */
function formAttribute(name: string, value: unknown): string {
  if (name !== "action") return attribute(name, value);
  if (typeof value === "function" || typeof value === "symbol") throw new NotStaticError(`function or symbol in ${name}`);
  if (typeof value === "boolean" || JAVASCRIPT_URL.test(String(value))) throw new NotStaticError("form action");
  return ` action="${escapeHtml(String(value))}"`;
}

/** Whether a tag is written here (a known, plain HTML element), by tag name once. */
const writtenTags = new Map<string, boolean>();

function isWrittenTag(tag: string): boolean {
  let written = writtenTags.get(tag);
  if (written === undefined) {
    written = !NOT_STATIC_TAGS.has(tag) && /^[a-z][a-z0-9]*$/.test(tag);
    writtenTags.set(tag, written);
  }
  return written;
}

function hostElement(tag: string, props: Props): Markup {
  if (!isWrittenTag(tag)) throw new NotStaticError(`<${tag}>`);
  // An image React would preload: its <link rel=preload> would be lost in a string.
  if (tag === "img" && (props.loading !== "lazy" || props.fetchPriority === "high")) throw new NotStaticError("eager image");
  let open = `<${tag}`;
  const last = FORM_LAST_ATTRIBUTES[tag];
  for (const name in props) {
    const value = props[name];
    if (value === null || value === undefined || name === "children" || name === "dangerouslySetInnerHTML" || name === "suppressHydrationWarning") continue;
    if (last?.includes(name)) continue;
    open += attribute(name, value);
  }
  for (const name of last ?? []) {
    const value = props[name];
    if (value !== null && value !== undefined) open += tag === "form" ? formAttribute(name, value) : attribute(name, value);
  }
  const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
  if (VOID.has(tag)) {
    if ((props.children ?? inner ?? null) !== null) throw new NotStaticError(`content in <${tag}>`);
    return `${open}/>`;
  }
  if (inner !== undefined && inner !== null) {
    if (props.children !== undefined && props.children !== null) throw new NotStaticError("children and dangerouslySetInnerHTML");
    return `${open}>${String(inner.__html ?? "")}</${tag}>`;
  }
  const children = renderNode(props.children as ReactNode);
  return typeof children === "string" ? `${open}>${children}</${tag}>` : pending(children.then((html) => `${open}>${html}</${tag}>`));
}

/** Client components that are plain elements once their packed props are unpacked. */
function clientEquivalent(type: unknown, props: Props): Markup {
  if (type === PackedAnchor) {
    const { packedHref, ...rest } = props;
    return hostElement("a", { href: unpackMarkup(String(packedHref)), ...rest });
  }
  if (type === PackedHtml) {
    const { packed, ...rest } = props;
    return hostElement("div", { ...rest, dangerouslySetInnerHTML: { __html: unpackMarkup(String(packed)) } });
  }
  throw new NotStaticError("client component");
}

function renderNode(node: ReactNode): Markup {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number" || typeof node === "bigint") return String(node);
  if (Array.isArray(node)) return renderChildren(node as ReactNode[]);
  if (typeof node !== "object") throw new NotStaticError(typeof node);
  if ("then" in node) return pending(Promise.resolve(node).then((resolved) => renderNode(resolved as ReactNode)));
  const element = node as { $$typeof?: symbol; type?: unknown; props?: Props };
  if (element.$$typeof !== ELEMENT && element.$$typeof !== LEGACY_ELEMENT) throw new NotStaticError("not an element");
  const { type, props = {} } = element;
  if (typeof type === "string") return hostElement(type, props);
  if (type === Fragment) return renderNode(props.children as ReactNode);
  if (type === PackedAnchor || type === PackedHtml || (type as { $$typeof?: symbol } | null)?.$$typeof === CLIENT_REFERENCE) return clientEquivalent(type, props);
  if (typeof type !== "function") throw new NotStaticError("special element");
  const output = (type as (props: Props) => ReactNode | Promise<ReactNode>)(props);
  return output instanceof Promise ? pending(output.then((resolved) => renderNode(resolved))) : renderNode(output);
}

/** The HTML of a tree of server components and plain elements; NotStaticError when it holds anything else. */
export function renderStaticMarkup(node: ReactNode): string | Promise<string> {
  return renderNode(node);
}
