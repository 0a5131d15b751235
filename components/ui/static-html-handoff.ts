/**
 * A static region's HTML handed from a page's RSC render to the HTML pass of the same document
 * (issue 8, speed), so that the page's inlined RSC payload carries a key instead of a second copy.
 *
 * In a document, a static region (static-region.tsx) is written into the HTML by the HTML pass
 * (SSR, same process, same request), and the browser keeps that markup when it hydrates the
 * region's `dangerouslySetInnerHTML` div (handed-over-html.tsx). The copy in the payload was read
 * by nobody, yet it went through every step of a render: the payload's serialisation and parsing,
 * its inlining as a script, the HTML rewrite, compression, the wire and the browser's parser. On
 * the home that was 28 kB of the 116 kB page (static regions: the blocks below the banner, the
 * footer).
 *
 * server/edge-handler.ts opens a handoff for each document request it gives Next (GET or HEAD
 * without the router's `rsc` header: Next answers those with HTML) under the render's id, runs
 * Next's handler in a scope that tells the render that id (an AsyncLocalStorage: a static region
 * learns it without awaiting `headers()`, so it stays a synchronous component), and closes the
 * handoff when the response is over. Without a handoff — a client-side navigation (its payload is
 * all the browser gets), `next dev` (no edge server) — the HTML crosses the payload as before
 * (packed-html.tsx).
 *
 * On globalThis: the custom server and Next's bundles share the process, not their module
 * instances. No imports: the browser bundle holds it too (handed-over-html.tsx reads it on the
 * server only).
 */

/** What the edge runs a render in (an AsyncLocalStorage of the render's id). */
export interface RenderIdScope {
  getStore(): string | undefined;
}

interface Handoffs {
  /** Open handoffs: render id → HTML of its regions, in the order they were handed over. */
  open: Map<string, string[]>;
  scope?: RenderIdScope;
}

const KEY = Symbol.for("evolusite.staticHtmlHandoffs");
const holder = globalThis as { [KEY]?: Handoffs };

function handoffs(): Handoffs {
  return (holder[KEY] ??= { open: new Map() });
}

/** The edge, once: the scope its document renders run in. */
export function setRenderIdScope(scope: RenderIdScope): void {
  handoffs().scope = scope;
}

/** The edge, before handing a document request to Next (in the scope, with this id). */
export function openStaticHtmlHandoff(renderId: string): void {
  handoffs().open.set(renderId, []);
}

/** The edge, once the response is over (finished or aborted). */
export function closeStaticHtmlHandoff(renderId: string): void {
  handoffs().open.delete(renderId);
}

/**
 * The render (a server component): hands `html` over and gets the key to put in the payload, or
 * null when this render has no open handoff (the HTML must then cross the payload).
 */
export function handOverStaticHtml(html: string): string | null {
  const { scope, open } = handoffs();
  const renderId = scope?.getStore();
  const regions = renderId === undefined || renderId.includes(".") ? undefined : open.get(renderId);
  if (!regions) return null;
  regions.push(html);
  return `${renderId}.${regions.length - 1}`;
}

/** The HTML pass: the region's HTML by its key; undefined once the handoff is closed (or never was). */
export function takeHandedOverHtml(key: string): string | undefined {
  const dot = key.lastIndexOf(".");
  if (dot <= 0) return undefined;
  return handoffs().open.get(key.slice(0, dot))?.[Number(key.slice(dot + 1))];
}

/** Handoffs still open (tests: each closes with its response). */
export function openStaticHtmlHandoffs(): number {
  return handoffs().open.size;
}
