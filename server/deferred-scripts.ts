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
  write(text: string): string;
  /** The end of the document: returns what was held back. */
  end(): string;
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

export function createScriptDeferrer(nonce: string | null): ScriptDeferrer {
  const deferred: string[] = [];
  let pending = "";
  /** Inside a raw-text element (inline script, style): its closing tag name, else null. */
  let rawTextEnd: RegExp | null = null;
  let loaderWritten = false;

  const process = (final: boolean): string => {
    let out = "";
    let cursor = 0;
    while (cursor < pending.length) {
      if (rawTextEnd) {
        rawTextEnd.lastIndex = cursor;
        const close = rawTextEnd.exec(pending)?.index ?? -1;
        if (close < 0) {
          // Keep a few characters: the closing tag may be cut between two pieces.
          const keep = final ? pending.length : Math.max(cursor, pending.length - 8);
          out += pending.slice(cursor, keep);
          cursor = keep;
          break;
        }
        out += pending.slice(cursor, close);
        cursor = close;
        rawTextEnd = null;
        continue;
      }
      const lt = pending.indexOf("<", cursor);
      if (lt < 0) {
        out += pending.slice(cursor);
        cursor = pending.length;
        break;
      }
      out += pending.slice(cursor, lt);
      cursor = lt;
      const tagEnd = pending.indexOf(">", lt);
      if (tagEnd < 0) {
        if (final) {
          out += pending.slice(lt);
          cursor = pending.length;
        }
        break; // wait for the rest of the tag
      }
      const tag = pending.slice(lt, tagEnd + 1);
      const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1]?.toLowerCase();
      if (name === "script" && !tag.startsWith("</")) {
        const src = loaderWritten ? null : deferrableScript(tag);
        if (src !== null) {
          const close = pending.indexOf("</script>", tagEnd);
          if (close < 0 && !final) break; // wait for its closing tag
          deferred.push(src);
          cursor = close < 0 ? pending.length : close + "</script>".length;
          continue;
        }
        out += tag;
        cursor = tagEnd + 1;
        // An inline script's text is not HTML: skip to its end without reading it.
        if (attribute(tag, "src") === null) rawTextEnd = /<\/script/gi;
        continue;
      }
      if (name === "style" && !tag.startsWith("</")) {
        out += tag;
        cursor = tagEnd + 1;
        rawTextEnd = /<\/style/gi;
        continue;
      }
      if (name === "link" && !loaderWritten && isScriptPreload(tag)) {
        cursor = tagEnd + 1;
        continue;
      }
      if (name === "body" && tag.startsWith("</") && !loaderWritten) {
        if (deferred.length > 0) out += scriptLoader(deferred, nonce);
        loaderWritten = true;
      }
      out += tag;
      cursor = tagEnd + 1;
    }
    pending = pending.slice(cursor);
    return out;
  };

  return {
    write(text) {
      pending += text;
      return process(false);
    },
    end() {
      let out = process(true);
      // A document cut short (no </body>): the page must still hydrate.
      if (!loaderWritten && deferred.length > 0) {
        out += scriptLoader(deferred, nonce);
        loaderWritten = true;
      }
      return out;
    },
    get deferred() {
      return deferred;
    },
  };
}
