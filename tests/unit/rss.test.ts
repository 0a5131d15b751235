// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { buildRssFeed, escapeXml } from "@/lib/domain/rss";

describe("escapeXml", () => {
  it("escapes the five XML special characters and drops characters XML forbids", () => {
    expect(escapeXml(`Tom & Jerry <b>"bonjour"</b> l'été`)).toBe("Tom &amp; Jerry &lt;b&gt;&quot;bonjour&quot;&lt;/b&gt; l&apos;été");
    expect(escapeXml("a\u0000b\u0007c\td")).toBe("abc\td");
  });
});

describe("buildRssFeed", () => {
  const feed = buildRssFeed({
    title: "Élan Coaching – Blog",
    link: "https://www.elan-coaching.fr/blog",
    selfLink: "https://www.elan-coaching.fr/blog/rss.xml",
    description: "Les derniers articles.",
    items: [
      {
        title: "Stress & travail : <5 techniques> \"utiles\"",
        link: "https://www.elan-coaching.fr/blog/1/stress?a=1&b=2",
        description: "Respirer </description><script>alert(1)</script>",
        publishedAt: "2026-10-06T07:00:00.000Z",
        author: "Claire Morel",
        category: "Gestion du stress",
      },
    ],
  });

  it("is well-formed XML whose texts read back exactly as given", () => {
    // jsdom parses application/xml with a conforming XML parser (saxes): an error gives <parsererror>.
    const doc = new DOMParser().parseFromString(feed, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const text = (name: string) => doc.querySelector(`item > ${name.replace(":", "\\:")}`)?.textContent;
    expect(text("title")).toBe('Stress & travail : <5 techniques> "utiles"');
    expect(text("description")).toBe("Respirer </description><script>alert(1)</script>");
    expect(text("link")).toBe("https://www.elan-coaching.fr/blog/1/stress?a=1&b=2");
    expect(text("pubDate")).toBe("Tue, 06 Oct 2026 07:00:00 GMT");
    expect(doc.getElementsByTagNameNS("http://purl.org/dc/elements/1.1/", "creator")[0]?.textContent).toBe("Claire Morel");
  });

  it("rejects what it would be without escaping (the check can fail)", () => {
    const broken = feed.replace("&lt;5 techniques&gt;", "<5 techniques>");
    expect(new DOMParser().parseFromString(broken, "application/xml").getElementsByTagName("parsererror").length).toBeGreaterThan(0);
  });

  it("never lets a text open a tag", () => {
    expect(feed).not.toContain("<script>");
    expect(feed.match(/<item>/g)).toHaveLength(1);
  });
});
