// @vitest-environment jsdom
import axe from "axe-core";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RenderBlocks, startsWithBanner, parseBlocks } from "@/components/blocks/render-blocks";
import { site69 } from "@/lib/platform/seed/site-69";
import { news as seedNews } from "@/lib/platform/seed/site-69/news";
import { pages } from "@/lib/platform/seed/site-69/pages";
import { getSiteContext } from "@/lib/storefront/site-context";
import { loadLatestNews } from "@/lib/storefront/load-news";
import type { SiteContext } from "@/lib/storefront/types";
import { loadReviews } from "@/lib/storefront/load-reviews";
import { loadServices } from "@/lib/storefront/load-services";
import { loadCalendars } from "@/lib/storefront/load-calendars";
import { loadPublicForm } from "@/lib/storefront/load-form";
import { listWorkshops } from "@/lib/storefront/list-workshops";
import { loadAlbums } from "@/lib/storefront/load-albums";
import { seedAlbumList, seedCalendarList, seedPublicForm, seedReviewList, seedServiceList, seedWorkshopList } from "@/tests/support/seed-block-data";

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

vi.mock("@/lib/storefront/load-blog", async () => {
  const { blog } = await import("@/lib/platform/seed/site-69/blog");
  const { effectiveSlug } = await import("@/lib/domain/blog");
  return {
    isBlogEnabled: vi.fn(async () => true),
    loadFolderContent: vi.fn(async (_folder: number | null, _page: number, nbItem: number) => ({
      blogs: blog.articles.slice(0, nbItem).map((a, index) => ({
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
  };
});

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
  vi.mocked(loadCalendars).mockResolvedValue(seedCalendarList());
  vi.mocked(loadPublicForm).mockImplementation(async (id) => seedPublicForm(id));
  vi.mocked(loadLatestNews).mockImplementation(async (nbItem) =>
    seedNews.slice(0, nbItem).map((n, i) => ({ ...n, id: i + 1, publishedAt: new Date(n.publishedAt).toISOString(), image: null })),
  );
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("axe on the seed pages' blocks (structure rules; colours need a real browser)", () => {
  it.each(pages.map((page) => [page.key, page] as const))("%s has no violation", async (_key, page) => {
    const banner = startsWithBanner(parseBlocks(page.cms.blocks));
    const { prelude } = await prerender(
      <main>
        {banner ? null : <h1>{page.title}</h1>}
        <RenderBlocks blocks={parseBlocks(page.cms.blocks)} />
      </main>,
    );
    document.documentElement.lang = "fr";
    document.title = page.title;
    document.body.innerHTML = await new Response(prelude).text();
    const result = await axe.run(document, { rules: { "color-contrast": { enabled: false } } });
    // The run really checked the outline and the links (not an empty document).
    expect(result.passes.map((r) => r.id)).toEqual(expect.arrayContaining(["heading-order", "link-name", "list", "listitem"]));
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
