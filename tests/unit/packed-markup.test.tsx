// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { isValidElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { RichHtml } from "@/components/blocks/rich-text/rich-html";
import { Anchor } from "@/components/ui/anchor";
import { PackedAnchor } from "@/components/ui/packed-anchor";
import { packMarkup, unpackMarkup } from "@/components/ui/packed-markup";
import { SiteLink } from "@/components/ui/site-link";

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

describe("Anchor: an href with <, > or & crosses the payload packed", () => {
  const mapUrl = "https://www.google.com/maps/search/?api=1&query=18+rue+Sainte-H%C3%A9l%C3%A8ne";

  it("hands the client a packed href and the page gets the link as written", () => {
    const element = Anchor({ href: mapUrl, target: "_blank", rel: "noopener noreferrer", className: "lien", children: "Plan" });
    expect(element.type).toBe(PackedAnchor);
    expect(JSON.stringify(element.props)).not.toMatch(/[<>&]/);
    const { getByRole } = render(element);
    const link = getByRole("link", { name: "Plan" });
    expect(link.getAttribute("href")).toBe(mapUrl);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.className).toBe("lien");
  });

  it("keeps every other href a plain <a>, site links included", () => {
    expect(Anchor({ href: "https://www.facebook.com/elan", children: "Facebook" }).type).toBe("a");
    const siteLink = SiteLink({ href: "/recherche?q=coach&page=2", children: "Page 2" });
    const { getByRole } = render(siteLink);
    expect(getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/recherche?q=coach&page=2");
    expect(SiteLink({ href: "/nous-contacter", children: "Contact" }).type).toBe(Anchor);
  });
});
