import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { countElements, htmlBodyToElements, type ElementNode } from "../../bench/html-to-elements";

// The same rendering as the bench's `/elements` page (bench/next-reference.ts).
function render(node: ElementNode): ReactNode {
  if (typeof node === "string") return node;
  const [tag, props, children] = node;
  return createElement(tag, props, ...children.map(render));
}

const page = (body: string) => `<!DOCTYPE html><html lang="fr"><head><title>t</title><script>head()</script></head><body>${body}</body></html>`;

describe("htmlBodyToElements (the bench's elements of the home)", () => {
  it("turns attributes into React props, drops scripts and comments, keeps text", () => {
    const elements = htmlBodyToElements(
      page(
        '<a href="#contenu" class="sr-only" tabindex="-1">Aller <!-- -->au contenu</a><script>self.__next_f.push([1])</script>' +
          '<label for="q">Recherche</label><input id="q" value="vin" readonly autocomplete="off">' +
          '<div style="aspect-ratio: 16 / 9; --slide: 2" hidden><img srcset="a.webp 1x" fetchpriority="high" alt=""></div>',
      ),
    );
    expect(elements).toEqual([
      ["a", { href: "#contenu", className: "sr-only", tabIndex: "-1" }, ["Aller ", "au contenu"]],
      ["label", { htmlFor: "q" }, ["Recherche"]],
      ["input", { id: "q", defaultValue: "vin", readOnly: true, autoComplete: "off" }, []],
      ["div", { style: { aspectRatio: "16 / 9", "--slide": "2" }, hidden: true }, [["img", { srcSet: "a.webp 1x", fetchPriority: "high", alt: "" }, []]]],
    ]);
    expect(countElements(elements)).toBe(5);
  });

  it("renders back to the same markup through React, SVG included", () => {
    const body =
      '<nav aria-label="Principal"><ul class="flex gap-2"><li><a href="/a-propos" aria-current="page">À propos</a></li></ul></nav>' +
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24" stroke-width="2" fill-rule="evenodd"></path></svg>';
    const markup = renderToStaticMarkup(createElement(Fragment, null, ...htmlBodyToElements(page(body)).map(render)));
    expect(markup).toBe(body);
  });
});
