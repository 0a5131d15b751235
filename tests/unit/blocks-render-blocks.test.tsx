// @vitest-environment jsdom
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseBlocks, RenderBlocks } from "@/components/blocks/render-blocks";
import { blockRenderers, renderBlock } from "@/components/blocks/registry";
import { NotStaticError, renderStaticMarkup } from "@/components/ui/static-markup";
import { site69 } from "@/lib/platform/seed/site-69";
import { pages } from "@/lib/platform/seed/site-69/pages";
import { news as seedNews } from "@/lib/platform/seed/site-69/news";
import { blog as seedBlog } from "@/lib/platform/seed/site-69/blog";
import { effectiveSlug } from "@/lib/domain/blog";
import { pageContentSchema } from "@/lib/schemas/cms";
import { getSiteContext } from "@/lib/storefront/site-context";
import { loadLatestNews, type NewsItem } from "@/lib/storefront/load-news";
import { loadCalendars } from "@/lib/storefront/load-calendars";
import { loadPublicForm } from "@/lib/storefront/load-form";
import type { SiteContext } from "@/lib/storefront/types";
import { loadReviews } from "@/lib/storefront/load-reviews";
import { loadServices } from "@/lib/storefront/load-services";
import { listWorkshops } from "@/lib/storefront/list-workshops";
import { loadAlbums } from "@/lib/storefront/load-albums";
import { seedAlbumList, seedCalendarList, seedPublicForm, seedReviewList, seedServiceList, seedWorkshopList } from "@/tests/support/seed-block-data";

// Only the data loaders are replaced: the renderers, schemas and sanitiser are the real ones.
vi.mock("@/lib/storefront/site-context", () => ({ getSiteContext: vi.fn() }));
vi.mock("@/lib/storefront/load-calendars", () => ({ loadCalendars: vi.fn() }));
vi.mock("@/lib/storefront/load-form", () => ({ loadPublicForm: vi.fn() }));
vi.mock("@/lib/storefront/load-services", () => ({ loadServices: vi.fn(), findService: vi.fn() }));
vi.mock("@/lib/storefront/load-reviews", () => ({ loadReviews: vi.fn() }));
vi.mock("@/lib/storefront/list-workshops", () => ({ listWorkshops: vi.fn() }));
vi.mock("@/lib/storefront/load-albums", () => ({ loadAlbums: vi.fn(), findAlbum: vi.fn() }));
// The booking config is read from the platform; here its defaults (what an unconfigured site gets).
vi.mock("@/lib/storefront/component-config", async () => {
  const { workshopBookingConfigSchema } = await import("@/lib/schemas/component-config");
  return { readWorkshopBookingConfig: vi.fn(async () => workshopBookingConfigSchema.parse({})) };
});
vi.mock("@/lib/storefront/request-origin", () => ({ getRequestOrigin: vi.fn(async () => "https://www.elan-coaching.fr") }));

vi.mock("@/lib/storefront/load-news", () => ({
  loadLatestNews: vi.fn(),
  getPromotionSettings: vi.fn(async () => ({ enabled: false, style: "BANNER", showMessage: false })),
}));

vi.mock("@/lib/storefront/load-blog", () => ({
  isBlogEnabled: vi.fn(async () => true),
  loadFolderContent: vi.fn(async (_folder: number | null, _page: number, nbItem: number) => ({
    blogs: seedBlog.articles.slice(0, nbItem).map((a, index) => ({
      id: index + 1,
      title: a.title,
      slug: effectiveSlug(a),
      excerpt: a.excerpt,
      author: a.author,
      publishedAt: new Date(a.publishedAt).toISOString(),
      image: null,
      folder: null,
    })),
  })),
}));

const newsItems: NewsItem[] = seedNews.map((n, index) => ({
  id: index + 1,
  title: n.title,
  slug: n.slug,
  summary: n.summary,
  content: n.content,
  isPromoted: n.isPromoted,
  publishedAt: new Date(n.publishedAt).toISOString(),
  image: null,
}));

/** Server-renders (async components included) and mounts the HTML, as the browser receives it. */
async function renderServer(node: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(<>{node}</>);
  const html = await new Response(prelude).text();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}

function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.mocked(getSiteContext).mockResolvedValue({
    parameters: site69.parameters,
    addresses: [],
    info: { url: "https://www.elan-coaching.fr", name: site69.name },
  } as unknown as SiteContext);
  vi.mocked(loadServices).mockResolvedValue(seedServiceList());
  vi.mocked(loadReviews).mockResolvedValue(seedReviewList());
  vi.mocked(listWorkshops).mockResolvedValue(seedWorkshopList());
  vi.mocked(loadAlbums).mockResolvedValue(seedAlbumList());
  vi.mocked(loadLatestNews).mockImplementation(async (nbItem) => newsItems.slice(0, nbItem));
  vi.mocked(loadCalendars).mockResolvedValue(seedCalendarList());
  vi.mocked(loadPublicForm).mockImplementation(async (id) => seedPublicForm(id));
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("RenderBlocks on the seed pages of site 69", () => {
  it.each(pages.map((page) => [page.key, page] as const))("%s renders every block in order", async (_key, page) => {
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(page.cms.blocks)} />);
    const rendered = [...container.querySelectorAll<HTMLElement>("[data-block]")].map((el) => el.dataset.block);
    expect(rendered).toEqual(page.cms.blocks.map((b) => b.type));
    // Every block produced content (no empty wrapper).
    for (const el of container.querySelectorAll<HTMLElement>("[data-block]")) expect(el.textContent?.trim()).not.toBe("");
    expect(warn).not.toHaveBeenCalled();
  });

  it("has a renderer for every block type, and the seed uses only registered types", () => {
    expect(Object.keys(blockRenderers).sort()).toEqual(
      [
        "appointmentBooking",
        "blogList",
        "callToAction",
        "contactForm",
        "contactInfo",
        "form",
        "gallery",
        "hero",
        "image",
        "imageText",
        "mapLink",
        "newsList",
        "newsletterSignup",
        "richText",
        "servicesGrid",
        "slider",
        "testimonials",
        "album",
        "servicesList",
        "reviews",
        "workshops",
        "search",
        "albumList",
        "products",
      ].sort(),
    );
    const used = new Set(pages.flatMap((p) => pageContentSchema.parse(p.cms).blocks.map((b) => b.type)));
    expect(used.size).toBeGreaterThanOrEqual(9);
    for (const type of used) expect(typeof blockRenderers[type]).toBe("function");
  });

  it.each(pages.map((page) => [page.key, page] as const))("%s: one h1 at most and no skipped heading level", async (_key, page) => {
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(page.cms.blocks)} />);
    const first = pageContentSchema.parse(page.cms).blocks[0];
    const startsWithBanner = first?.type === "hero" || first?.type === "slider";
    const h1s = container.querySelectorAll("h1");
    if (first?.type === "hero") {
      expect(h1s).toHaveLength(1);
      expect(h1s[0]!.textContent).toBe(first.props.title);
    } else if (first?.type === "slider") {
      expect(h1s).toHaveLength(1);
      expect(h1s[0]!.textContent).toBe(first.props.slides[0]!.title);
    } else {
      // The page component renders the page title as h1 before the blocks.
      expect(h1s).toHaveLength(0);
    }
    const levels = [...(startsWithBanner ? [] : [1]), ...headingLevels(container)];
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it("home: only the opening banner's image is eager with a high fetch priority", async () => {
    const home = pages.find((p) => p.key === "accueil")!;
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(home.cms.blocks)} />);
    const banner = container.querySelector("[data-block]")!;
    expect(["hero", "slider"]).toContain(banner.getAttribute("data-block"));
    const high = [...container.querySelectorAll('img[fetchpriority="high"]')];
    expect(high).toHaveLength(1);
    expect(banner.contains(high[0]!)).toBe(true);
    expect(high[0]!.getAttribute("loading")).toBe("eager");
    const others = [...container.querySelectorAll("img")].filter((img) => !banner.contains(img));
    expect(others.length).toBeGreaterThan(2);
    for (const img of others) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("decoding")).toBe("async");
    }
  });

  it("a page opening with image + text loads that image eagerly (it is the largest paint)", async () => {
    const blocks = [
      { id: "a", type: "imageText", props: { title: "Titre", html: "<p>a</p>", image: { src: "/images/1/a.svg", alt: "A" } } },
      { id: "b", type: "image", props: { image: { src: "/images/2/b.svg", alt: "B", width: 1200, height: 800 } } },
    ];
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(blocks)} />);
    const [lead, next] = [...container.querySelectorAll("img")];
    expect(lead!.getAttribute("loading")).toBe("eager");
    expect(lead!.getAttribute("fetchpriority")).toBe("high");
    expect(next!.getAttribute("loading")).toBe("lazy");
    // Known size: attributes and an aspect-ratio box reserve the space.
    expect(next!.getAttribute("width")).toBe("1200");
    expect((next!.parentElement as HTMLElement).style.aspectRatio).toBe("1200 / 800");
  });

  it("a hero that is not the first block gets an h2 and lazy loading only if a banner came before", async () => {
    const blocks = [
      { id: "a", type: "richText", props: { html: "<p>Intro</p>" } },
      { id: "b", type: "hero", props: { title: "Bannière", image: { src: "/images/1/a.svg", alt: "A" } } },
      { id: "c", type: "hero", props: { title: "Seconde", image: { src: "/images/2/b.svg", alt: "B" } } },
    ];
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(blocks)} />);
    expect(container.querySelector("h1")).toBeNull();
    expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Bannière", "Seconde"]);
    const [first, second] = [...container.querySelectorAll("img")];
    expect(first!.getAttribute("fetchpriority")).toBe("high");
    expect(second!.getAttribute("loading")).toBe("lazy");
  });
});

describe("invalid blocks", () => {
  it("are skipped and logged, the valid ones still render", async () => {
    const blocks: unknown[] = [
      { id: "ok-1", type: "richText", props: { html: "<p>Premier paragraphe</p>" } },
      { id: "bad-hero", type: "hero", props: { subtitle: "sans titre" } },
      null,
      "texte",
      { id: "unknown", type: "marquee", props: {} },
      { type: "callToAction", props: { title: "Sans id", cta: { label: "Go", href: "/" } } },
      { id: "ok-2", type: "callToAction", props: { title: "Appel", cta: { label: "Réserver", href: "/prendre-un-rendez" } } },
    ];
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(blocks)} />);
    expect([...container.querySelectorAll<HTMLElement>("[data-block]")].map((el) => el.dataset.block)).toEqual([
      "richText",
      "callToAction",
    ]);
    expect(container.textContent).toContain("Premier paragraphe");
    expect(container.textContent).toContain("Réserver");
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]![0])).toContain("bad-hero");
  });

  it("an invalid first banner does not take the h1 or the priority", async () => {
    const blocks = [
      { id: "bad", type: "hero", props: {} },
      { id: "text", type: "richText", props: { title: "Titre", html: "<p>a</p>" } },
    ];
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(blocks)} />);
    expect(container.querySelector("h1")).toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("Titre");
  });
});

describe("gallery and slider through the registry", () => {
  it("render their images (slider first: priority image)", async () => {
    const blocks = [
      { id: "s", type: "slider", props: { slides: [{ title: "Diapositive", image: { src: "/images/1/s.svg", alt: "Diapo" } }] } },
      { id: "g", type: "gallery", props: { title: "Galerie", images: [{ src: "/images/2/g.svg", alt: "Photo" }] } },
    ];
    const container = await renderServer(<RenderBlocks blocks={parseBlocks(blocks)} />);
    expect([...container.querySelectorAll<HTMLElement>("[data-block]")].map((el) => el.dataset.block)).toEqual(["slider", "gallery"]);
    expect(container.querySelector('[data-block="slider"] img')?.getAttribute("fetchpriority")).toBe("high");
    expect(container.querySelector('[data-block="gallery"] img')?.getAttribute("loading")).toBe("lazy");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("blocks as static markup (components/ui/static-region.tsx)", () => {
  /** React's HTML for a tree, without the comments Fizz puts between adjacent texts for hydration. */
  async function reactHtml(node: ReactNode): Promise<string> {
    const { prelude } = await prerender(<>{node}</>);
    return (await new Response(prelude).text()).replaceAll("<!-- -->", "");
  }

  it("every seed block that renders statically gives React's HTML, and the home's blocks below its banner all do", async () => {
    const statics: string[] = [];
    for (const page of pages) {
      for (const block of parseBlocks(page.cms.blocks)) {
        const element = renderBlock(block, { priority: false, headingLevel: 2 });
        let html: string;
        try {
          html = await renderStaticMarkup(element);
        } catch {
          continue;
        }
        expect(html, `${page.key} / ${block.id}`).toBe(await reactHtml(element));
        statics.push(`${page.key}:${block.type}`);
      }
    }
    const home = pages.find((page) => page.key === "accueil")!;
    for (const block of parseBlocks(home.cms.blocks).slice(1)) expect(statics).toContain(`accueil:${block.type}`);
    expect(statics.length).toBeGreaterThanOrEqual(10);
  });

  it("leaves the page's main image to React (it preloads it): a priority block is not static", async () => {
    const [slider] = parseBlocks([{ id: "s", type: "image", props: { image: { src: "/images/1/s.svg", alt: "Photo" } } }]);
    await expect(async () => renderStaticMarkup(renderBlock(slider!, { priority: true, headingLevel: 2 }))).rejects.toBeInstanceOf(NotStaticError);
  });
});
