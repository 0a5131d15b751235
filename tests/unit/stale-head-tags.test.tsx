// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { removeStaleHeadTags, watchStaleHeadTags } from "@/components/app-shell/stale-head-tags";

/** A page's metadata as Next renders it: React hoists these into the head and owns them. */
function PageMetadata({ title, description, canonical }: { title: string; description: string; canonical: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <link rel="canonical" href={canonical} />
    </>
  );
}

/** Tags the server wrote for a boundary React then discarded: in the head, never claimed. */
function addServerTags(title: string, description: string, canonical: string) {
  document.head.insertAdjacentHTML(
    "beforeend",
    `<title>${title}</title><meta name="description" content="${description}"><meta property="og:title" content="${title}"><link rel="canonical" href="${canonical}">`,
  );
}

const headTags = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute("href") ?? element.getAttribute("content") ?? element.textContent);

let stop: () => void = () => {};
afterEach(() => {
  stop();
  stop = () => {};
  cleanup();
  document.head.innerHTML = "";
});

describe("removeStaleHeadTags", () => {
  it("removes the server's tags a discarded page left beside the tags React rendered", () => {
    addServerTags("Nos vins", "Le catalogue", "https://vins.example/boutique");
    render(<PageMetadata title="La Combe" description="Un pinot noir" canonical="https://vins.example/boutique/la-combe/9" />);
    expect(headTags('link[rel="canonical"]')).toHaveLength(2);

    expect(removeStaleHeadTags(document.head)).toBe(4);
    expect(headTags('link[rel="canonical"]')).toEqual(["https://vins.example/boutique/la-combe/9"]);
    expect(headTags('meta[name="description"]')).toEqual(["Un pinot noir"]);
    expect(headTags('meta[property="og:title"]')).toEqual(["La Combe"]);
    expect(headTags("title")).toEqual(["La Combe"]);
  });

  it("keeps the server's tags while nothing React rendered replaces them (a boundary still to hydrate)", () => {
    addServerTags("Nos vins", "Le catalogue", "https://vins.example/boutique");
    document.head.insertAdjacentHTML("beforeend", '<meta name="robots" content="index"><link rel="stylesheet" href="/a.css">');
    expect(removeStaleHeadTags(document.head)).toBe(0);
    expect(document.head.children).toHaveLength(6);
  });

  it("keeps a tag React rendered and an unclaimed tag of another name", () => {
    document.head.insertAdjacentHTML("beforeend", '<meta name="google-site-verification" content="abc">');
    render(<PageMetadata title="Accueil" description="Bienvenue" canonical="https://vins.example/" />);
    expect(removeStaleHeadTags(document.head)).toBe(0);
    expect(headTags('meta[name="google-site-verification"]')).toEqual(["abc"]);
    expect(headTags("title")).toEqual(["Accueil"]);
  });
});

describe("watchStaleHeadTags", () => {
  it("sweeps once React has added the new page's tags", async () => {
    addServerTags("Nos vins", "Le catalogue", "https://vins.example/boutique");
    stop = watchStaleHeadTags();
    expect(headTags('link[rel="canonical"]')).toEqual(["https://vins.example/boutique"]);

    render(<PageMetadata title="La Combe" description="Un pinot noir" canonical="https://vins.example/boutique/la-combe/9" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(headTags('link[rel="canonical"]')).toEqual(["https://vins.example/boutique/la-combe/9"]);
    expect(headTags('meta[name="description"]')).toEqual(["Un pinot noir"]);
  });

  it("stops watching after its cleanup", async () => {
    stop = watchStaleHeadTags();
    stop();
    render(<PageMetadata title="La Combe" description="Un pinot noir" canonical="https://vins.example/boutique/la-combe/9" />);
    addServerTags("Nos vins", "Le catalogue", "https://vins.example/boutique");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(headTags('link[rel="canonical"]')).toHaveLength(2);
  });
});
