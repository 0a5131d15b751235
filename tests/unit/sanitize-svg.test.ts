import { describe, expect, it } from "vitest";
import { hasSvgDoctype, isSafeSvgReference, isSafeSvgStyle, sanitizeSvg } from "@/lib/domain/sanitize-svg";

const svg = (inner: string, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe("sanitizeSvg", () => {
  it("keeps drawing elements, case-sensitive names and attributes", () => {
    const input = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><path d="M0 0L10 10" fill="url(#g)" clip-path="url(#c)"/><text x="1" y="9">a &lt; b &amp; c</text>');
    const out = sanitizeSvg(input);
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain("<linearGradient id=\"g\">");
    expect(out).toContain("<clipPath id=\"c\">");
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain("a &lt; b &amp; c");
  });

  it("removes <script> with its content and every event handler", () => {
    const out = sanitizeSvg(svg('<script>alert(1)</script><script type="text/ecmascript"><![CDATA[alert(2)]]></script><rect onclick="alert(3)" onMouseOver="x()" width="1"/>', ' onload="alert(4)"'));
    expect(out).not.toMatch(/script|alert|onclick|onload|onmouseover/i);
    expect(out).toContain('<rect width="1"');
  });

  it("drops javascript: and external href / xlink:href, keeps #fragments and data:image", () => {
    const out = sanitizeSvg(
      svg(
        '<a href="javascript:alert(1)"><circle r="1"/></a><use xlink:href="https://evil.example/s.svg#i"/><use href="//evil.example/x"/><use href="#local"/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/><image href="data:image/svg+xml;base64,PHN2Zz4="/><image xlink:href="ja&#x09;vascript:alert(1)"/>',
      ),
    );
    expect(out).not.toMatch(/javascript|evil\.example|svg\+xml/i);
    expect(out).toContain('<use href="#local"');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain("<circle");
  });

  it("removes <foreignObject>, <iframe> and animation elements", () => {
    const out = sanitizeSvg(svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://x"></iframe>texte</body></foreignObject><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/>'));
    expect(out).not.toMatch(/foreignObject|iframe|texte|<set|<animate|javascript/);
  });

  it("keeps a local <style>, drops one importing or loading from outside, and style attributes with external url()", () => {
    const out = sanitizeSvg(svg('<style>.a{fill:url(#g)}</style><style>@import url(https://evil.example/a.css);</style><style>.b{background:url("https://evil.example/t.png")}</style><rect class="a" style="fill:url(http://evil.example/x)"/>'));
    expect(out).toContain("<style>.a{fill:url(#g)}</style>");
    expect(out).not.toContain("evil.example");
    expect(out).not.toContain("@import");
    expect(out).toContain('<rect class="a"');
  });

  it("cannot be tricked by entity-encoded markup inside <style>", () => {
    const out = sanitizeSvg(svg("<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>"));
    expect(out).not.toMatch(/<script|alert/);
  });

  it("answers empty without an <svg> root", () => {
    expect(sanitizeSvg("<html><body>x</body></html>")).toBe("");
    expect(sanitizeSvg("bonjour")).toBe("");
  });

  it("detects doctypes and entities (refused upstream)", () => {
    expect(hasSvgDoctype('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>')).toBe(true);
    expect(hasSvgDoctype(svg(""))).toBe(false);
  });

  it("helpers: references and styles", () => {
    expect(isSafeSvgReference("#a")).toBe(true);
    expect(isSafeSvgReference(" #a-b.c ")).toBe(true);
    expect(isSafeSvgReference("a.svg#x")).toBe(false);
    expect(isSafeSvgReference("data:text/html;base64,xx")).toBe(false);
    expect(isSafeSvgStyle("fill:url( '#g' )")).toBe(true);
    expect(isSafeSvgStyle("fill:url(x.png)")).toBe(false);
    expect(isSafeSvgStyle("fill:u\\rl(http://x)")).toBe(false);
  });
});
