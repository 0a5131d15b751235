// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClockIcon, QuoteIcon } from "@/components/blocks/shared/icons";
import { Stars } from "@/components/reviews/stars";
import { ICON_NAMES } from "@/components/site/icon-names";
import { Icon } from "@/components/site/icons";
import { iconCss } from "@/components/ui/icon-css";
import { ICON_SHAPES } from "@/components/ui/icon-shapes";

const committed = fs.readFileSync(path.resolve(__dirname, "../../components/ui/icons.css"), "utf8");

/** The SVG a rule's data URI holds, decoded. */
function maskSvg(css: string, name: string): string {
  const rule = new RegExp(`\\.icon-${name} \\{\\s*--icon: url\\("data:image/svg\\+xml,([^"]*)"\\);`).exec(css);
  if (!rule?.[1]) throw new Error(`no rule for .icon-${name}`);
  return decodeURIComponent(rule[1]);
}

describe("icons painted by CSS masks", () => {
  it("the committed stylesheet is what `npm run icons` writes from the shapes", () => {
    expect(committed).toBe(iconCss());
  });

  it("every icon a parameter can name has a shape and a rule", () => {
    for (const name of ICON_NAMES) {
      expect(ICON_SHAPES).toHaveProperty(name);
      expect(maskSvg(committed, name)).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' /);
    }
  });

  it("each mask is a well-formed SVG whose body draws something", () => {
    for (const name of Object.keys(ICON_SHAPES)) {
      const svg = new DOMParser().parseFromString(maskSvg(committed, name), "image/svg+xml");
      expect(svg.querySelector("parsererror"), name).toBeNull();
      expect(svg.documentElement.children.length, name).toBeGreaterThan(0);
    }
  });

  it("an icon is one empty, hidden span (no SVG subtree in the page or its payload)", () => {
    expect(renderToStaticMarkup(<Icon name="phone" className="text-xl" />)).toBe('<span aria-hidden="true" class="icon icon-phone text-xl"></span>');
    expect(renderToStaticMarkup(<ClockIcon />)).toBe('<span aria-hidden="true" class="icon icon-clock-dial h-5 w-5"></span>');
    expect(renderToStaticMarkup(<QuoteIcon className="size-6" />)).toBe('<span aria-hidden="true" class="icon icon-quote size-6"></span>');
  });

  it("stars: an empty star under each, a filled one over it cut to the rating", () => {
    const html = renderToStaticMarkup(<Stars rating={3.5} />);
    expect(html).not.toContain("<svg");
    expect(html.match(/icon-star-empty/g)).toHaveLength(5);
    expect(html.match(/icon-star /g)).toHaveLength(4);
    expect(html.match(/w-1\/2/g)).toHaveLength(1);
    expect(html).toContain('aria-label="3,5 sur 5"');
  });
});
