// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { isValidElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { packMarkup, unpackMarkup } from "@/components/blocks/rich-text/packed-markup";

afterEach(cleanup);

const html = '<p>Tarifs &amp; horaires : 5 &lt; 6 — <a href="/contact?a=1&amp;b=2">écrire</a> 🍷</p>\n<ul><li>Lyon</li></ul>';

describe("owner HTML packed for the RSC payload", () => {
  it("carries no <, > or & and comes back exactly", () => {
    const packed = packMarkup(html);
    expect(packed).not.toMatch(/[<>&]/);
    expect(unpackMarkup(packed)).toBe(html);
  });

  it("drops the private-use characters it uses from the owner's text", () => {
    expect(unpackMarkup(packMarkup("<p>a\uE000b\uE001c\uE002</p>"))).toBe("<p>abc</p>");
  });

  it("RichHtml hands the client a packed string and the page gets the sanitised HTML", () => {
    const element = RichHtml({ html: '<p onclick="x()">Bonjour &amp; bienvenue</p><script>alert(1)</script>', className: "mt-4" });
    expect(isValidElement(element)).toBe(true);
    const props = element.props as { packed: string; className: string };
    expect(props.packed).not.toMatch(/[<>&]/);
    const { container } = render(element);
    const div = container.firstElementChild as HTMLElement;
    expect(div.className).toBe("rich-text mt-4");
    expect(div.innerHTML).toBe("<p>Bonjour &amp; bienvenue</p>");
  });
});
