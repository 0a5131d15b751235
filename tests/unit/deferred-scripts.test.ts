import { describe, expect, it } from "vitest";
import { scriptSources } from "@/bench/first-load-js";
import { createScriptDeferrer, deferredScriptUrls, scriptLoader } from "@/server/deferred-scripts";

const head =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/one.js" async="" nonce="N"></script>' +
  '<script src="/_next/static/chunks/two.js" async="" nonce="N"></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="N"></script>' +
  '<script type="application/ld+json">{"a":"<script src=\\"/_next/static/chunks/fake.js\\" async=\\"\\">\\u003c/script>"}</script>' +
  "<style>.x > .y { content: '</body>' }</style></head>";
const body =
  '<body><main><h1>Bonjour, éléments 🍷</h1><p>1 &lt; 2</p><section><span>Sélection</span></section><ul><li>Lien</li></ul></main>' +
  '<script nonce="N">self.__next_f.push([1,"<script src=\\"/_next/static/chunks/nope.js\\" async>\\u003c/script> </body>"])</script>' +
  '<script src="/_next/static/chunks/late.js" nonce="N" async=""></script>' +
  "</body></html>";
// An inline script ends at the first "</script" (HTML): Next escapes "<" inside them as \u003c.
const page = head + body;

/** The HTML fed as UTF-8 bytes in pieces of `size` bytes (multi-byte characters cut too), read back as text. */
function runInPieces(html: string, size: number) {
  const deferrer = createScriptDeferrer("N");
  const bytes = Buffer.from(html);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(deferrer.write(bytes.subarray(i, i + size)));
  out.push(deferrer.end());
  return { out: Buffer.concat(out).toString(), deferred: [...deferrer.deferred] };
}

/** One write of the whole text, then the end. */
function runWhole(deferrer: ReturnType<typeof createScriptDeferrer>, html: string): string {
  return Buffer.concat([deferrer.write(Buffer.from(html)), deferrer.end()]).toString();
}

describe("Next's scripts loaded after the first paint", () => {
  it("takes out the async chunk scripts and their preload, and ends the body with one loader holding them", () => {
    const { out, deferred } = runInPieces(page, page.length);
    expect(deferred).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/late.js"]);
    expect(out).not.toContain('<script src="/_next/static/chunks/one.js"');
    expect(out).not.toContain('<script src="/_next/static/chunks/late.js"');
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(scriptLoader(deferred, "N") + "</body></html>");
    expect(out.indexOf("__deferred_scripts")).toBeGreaterThan(out.indexOf("self.__next_f.push"));
  });

  it("leaves everything else byte for byte: stylesheets, the nomodule polyfill, inline scripts and styles (even when they mention tags)", () => {
    const { out } = runInPieces(page, page.length);
    const expected = page
      .replace('<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/late.js"/>', "")
      .replace('<script src="/_next/static/chunks/one.js" async="" nonce="N"></script>', "")
      .replace('<script src="/_next/static/chunks/two.js" async="" nonce="N"></script>', "")
      .replace('<script src="/_next/static/chunks/late.js" nonce="N" async=""></script>', "")
      .replace("</body></html>", scriptLoader(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/late.js"], "N") + "</body></html>");
    expect(out).toBe(expected);
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="N"></script>');
    expect(out).toContain("content: '</body>'");
  });

  it("gives the same document whatever the pieces Next writes (tags cut anywhere)", () => {
    const whole = runInPieces(page, page.length).out;
    for (const size of [1, 2, 3, 7, 13, 64, 200]) expect(runInPieces(page, size).out).toBe(whole);
    // Bytes, not characters: a piece may end inside an accented letter or an emoji.
    expect(whole).toContain("Bonjour, éléments 🍷");
  });

  it("a document cut short still gets its loader; a page without Next's scripts is untouched", () => {
    const deferrer = createScriptDeferrer("N");
    const out = runWhole(deferrer, head);
    expect(out).toContain("__deferred_scripts");
    const plain = "<!doctype html><html><body><p>Rien</p></body></html>";
    const untouched = createScriptDeferrer("N");
    expect(runWhole(untouched, plain)).toBe(plain);
  });

  it("never defers a script from elsewhere, a typed script or a path that climbs out", () => {
    const others =
      '<head><script src="https://cdn.example/x.js" async=""></script>' +
      '<script src="/_next/static/chunks/m.js" type="module" async=""></script>' +
      '<script src="/_next/static/chunks/../../secret.js" async=""></script></head><body></body>';
    const deferrer = createScriptDeferrer(null);
    expect(runWhole(deferrer, others)).toBe(others);
    expect(deferrer.deferred).toEqual([]);
  });

  it("the loader: the page's nonce (sanitised), URLs that cannot close the script, appended once after the first contentful paint", () => {
    const loader = scriptLoader(["/_next/static/chunks/a.js"], 'abc"def');
    expect(loader).toMatch(/^<script nonce="abcdef" id="__deferred_scripts">/);
    expect(scriptLoader(["/_next/static/chunks/</script>.js"], null)).not.toContain("</script>.js");
    expect(loader).toContain('observe({type:"paint",buffered:true})');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain("setTimeout(go,3000)");
    expect(loader).toContain('document.visibilityState==="hidden"');
  });

  it("the first-load JS checks read the loader's list as well as script tags", () => {
    const { out } = runInPieces(page, 64);
    expect(deferredScriptUrls(out)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/late.js"]);
    expect(scriptSources(out)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/late.js"]);
    expect(scriptSources(page)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js", "/_next/static/chunks/late.js"]);
  });
});
