/**
 * Next's own scripts, loaded after the first paint (issue 8, speed).
 *
 * Next writes its framework and page chunks as `<script src="/_next/static/chunks/…" async>` in
 * the head (plus a low-priority `<link rel="preload" as="script">`): the browser's preload scanner
 * fetches them at once, so ~145 kB of JavaScript competes with the HTML, the stylesheets, the fonts
 * and the LCP image for a slow phone's bandwidth. This streaming rewrite takes those tags out and
 * ends the body with one small inline loader (carrying the request's CSP nonce) that appends the
 * same scripts once the page has painted: the content shows first, then the page hydrates exactly
 * as before (same chunks, same order of execution rules: async). Everything else passes through
 * byte for byte; inline scripts (the RSC payload) are never looked into.
 */

const CHUNK_PREFIX = "/_next/static/chunks/";

export interface ScriptDeferrer {
  /** Feeds the next piece of HTML; returns what can be sent now. */
  write(chunk: Buffer): Buffer;
  /** The end of the document: returns what was held back. */
  end(): Buffer;
  /** The script URLs taken out so far (in document order). */
  readonly deferred: readonly string[];
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, "i").exec(tag);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

function isNextChunk(url: string | null): url is string {
  return url !== null && url.startsWith(CHUNK_PREFIX) && /^[\w\-./~]+\.js$/.test(url) && !url.includes("..");
}

/** `<script src=chunk async></script>` (not a nomodule polyfill): its URL, else null. */
function deferrableScript(openingTag: string): string | null {
  const src = attribute(openingTag, "src");
  if (!isNextChunk(src)) return null;
  if (attribute(openingTag, "async") === null || attribute(openingTag, "nomodule") !== null) return null;
  if ((attribute(openingTag, "type") ?? "").trim() !== "") return null;
  return src;
}

function isScriptPreload(tag: string): boolean {
  return (
    (attribute(tag, "rel") ?? "").toLowerCase() === "preload" &&
    (attribute(tag, "as") ?? "").toLowerCase() === "script" &&
    isNextChunk(attribute(tag, "href"))
  );
}

/**
 * The inline loader: appends the scripts once the browser reports the page's first contentful paint
 * (a `paint` entry comes after the frame is on screen, not merely produced), at once in a hidden
 * tab (it paints nothing), and after 3 s whatever happens (a browser without paint timing, a page
 * with nothing contentful).
 */
export function scriptLoader(urls: readonly string[], nonce: string | null): string {
  const list = JSON.stringify(urls).replace(/</g, "\\u003c");
  const code =
    `(function(){var s=${list},d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `if(document.visibilityState==="hidden")return go();setTimeout(go,3000);` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(x){go()}})()`;
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, "")}"` : "";
  return `<script${nonceAttribute} id="__deferred_scripts">${code}</script>`;
}

/** The script URLs of a page's loader (what `scriptLoader` wrote), for the first-load JS checks. */
export function deferredScriptUrls(html: string): string[] {
  const list = /<script[^>]* id="__deferred_scripts">\(function\(\)\{var s=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

const LT = 0x3c;
const SLASH = 0x2f;
const EMPTY = Buffer.alloc(0);

/** Lower-cased ASCII letter of byte `b` (HTML tag names are ASCII). */
function lower(b: number | undefined): number {
  return b !== undefined && b >= 0x41 && b <= 0x5a ? b + 0x20 : (b ?? -1);
}

/** Where `</name` (any case) starts in `buf` from `from`, else -1. */
function indexOfClosingTag(buf: Buffer, name: string, from: number): number {
  for (let at = buf.indexOf("</", from, "latin1"); at >= 0; at = buf.indexOf("</", at + 2, "latin1")) {
    if (buf.toString("latin1", at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

const WATCHED_TAGS = ["script", "style", "link", "/body"];

/** Does `name` (lower case) start at `at`, followed by the end of a tag name? null: not enough bytes yet. */
function tagNameIs(buf: Buffer, at: number, name: string): boolean | null {
  for (let i = 0; i < name.length; i++) {
    if (at + i >= buf.length) return null;
    if (lower(buf[at + i]) !== name.charCodeAt(i)) return false;
  }
  const next = buf[at + name.length];
  if (next === undefined) return null;
  return next === 0x3e || next === SLASH || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0c || next === 0x0d;
}

/**
 * Is the tag at `lt` one the deferrer acts on (`<script`, `<style`, `<link`, `</body`)? Read on the
 * bytes, so the thousands of other tags of a page cost no string. null: not enough bytes yet.
 */
function mayMatter(buf: Buffer, lt: number): boolean | null {
  let incomplete = false;
  for (const name of WATCHED_TAGS) {
    const is = tagNameIs(buf, lt + 1, name);
    if (is) return true;
    if (is === null) incomplete = true;
  }
  return incomplete ? null : false;
}

/**
 * The deferrer works on the bytes Next writes, never decoding the page: only the few tags it looks
 * at become (short) strings, and what passes through is the input's own bytes. Turning each piece
 * into a string and back cost about 5 % of a render's CPU.
 */
export function createScriptDeferrer(nonce: string | null): ScriptDeferrer {
  const deferred: string[] = [];
  let pending: Buffer = EMPTY;
  /** Inside a raw-text element (inline script, style): its tag name, else null. */
  let rawText: "script" | "style" | null = null;
  let loaderWritten = false;

  const process = (final: boolean): Buffer => {
    const buf = pending;
    const out: Buffer[] = [];
    /** Start of the bytes passed through but not yet put in `out`. */
    let from = 0;
    let cursor = 0;
    const drop = (start: number, resume: number) => {
      if (start > from) out.push(buf.subarray(from, start));
      from = resume;
    };
    while (cursor < buf.length) {
      if (rawText) {
        const close = indexOfClosingTag(buf, rawText, cursor);
        if (close < 0) {
          // Keep a few bytes: the closing tag may be cut between two pieces.
          cursor = final ? buf.length : Math.max(cursor, buf.length - 8);
          break;
        }
        cursor = close;
        rawText = null;
        continue;
      }
      if (loaderWritten) {
        cursor = buf.length;
        break;
      }
      const lt = buf.indexOf(LT, cursor);
      if (lt < 0) {
        cursor = buf.length;
        break;
      }
      const matters = mayMatter(buf, lt);
      if (matters === null && !final) {
        cursor = lt;
        break; // wait for the tag's name
      }
      if (!matters) {
        cursor = lt + 1;
        continue;
      }
      const tagEnd = buf.indexOf(0x3e, lt);
      if (tagEnd < 0) {
        cursor = final ? buf.length : lt;
        break; // wait for the rest of the tag
      }
      const tag = buf.toString("latin1", lt, tagEnd + 1);
      const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1]?.toLowerCase();
      const opening = !tag.startsWith("</");
      cursor = tagEnd + 1;
      if (name === "script" && opening) {
        const src = deferrableScript(tag);
        if (src !== null) {
          const close = buf.indexOf("</script>", tagEnd, "latin1");
          if (close < 0 && !final) {
            cursor = lt;
            break; // wait for its closing tag
          }
          deferred.push(src);
          cursor = close < 0 ? buf.length : close + "</script>".length;
          drop(lt, cursor);
          continue;
        }
        // An inline script's text is not HTML: skip to its end without reading it.
        if (attribute(tag, "src") === null) rawText = "script";
        continue;
      }
      if (name === "style" && opening) {
        rawText = "style";
        continue;
      }
      if (name === "link" && isScriptPreload(tag)) {
        drop(lt, cursor);
        continue;
      }
      if (name === "body" && !opening) {
        drop(lt, lt);
        if (deferred.length > 0) out.push(Buffer.from(scriptLoader(deferred, nonce), "latin1"));
        loaderWritten = true;
      }
    }
    if (cursor > from) out.push(buf.subarray(from, cursor));
    // What is held back is at most a tag or a few bytes: copied, so the piece it came in is not kept.
    pending = cursor < buf.length ? Buffer.from(buf.subarray(cursor)) : EMPTY;
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  };

  return {
    write(chunk) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      return process(false);
    },
    end() {
      const out = process(true);
      // A document cut short (no </body>): the page must still hydrate.
      if (!loaderWritten && deferred.length > 0) {
        loaderWritten = true;
        return Buffer.concat([out, Buffer.from(scriptLoader(deferred, nonce), "latin1")]);
      }
      return out;
    },
    get deferred() {
      return deferred;
    },
  };
}
