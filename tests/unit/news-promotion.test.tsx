// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { NewsListBlock } from "@/components/blocks/news-list/render";
import { blockSchema } from "@/lib/schemas/cms";
import type { NewsItem } from "@/lib/schemas/content";
import { readPublic } from "@/lib/api-client/server";
import type { SiteContext } from "@/lib/storefront/types";

/**
 * SHOW_PROMOTE_NEWS and PROMOTED_NEWS_STYLE in the home's news block. Only the data is replaced:
 * the site parameters (getSiteContext) and the platform's answer to GET /news (readPublic, which
 * puts the promoted item first when asked with promoted=true, as the API does); the settings are
 * read from the parameters by the real lib/storefront/load-news.ts.
 */
const context = vi.hoisted(() => ({ parameters: {} as Record<string, string | null> }));
vi.mock("@/lib/storefront/site-context", () => ({ getSiteContext: async () => ({ parameters: context.parameters, addresses: [] }) as unknown as SiteContext }));
vi.mock("@/lib/api-client/server", () => ({ readPublic: vi.fn() }));

const item = (id: number, title: string, slug: string, publishedAt: string, isPromoted = false): NewsItem => ({
  id,
  title,
  slug,
  summary: `Résumé de « ${title} ».`,
  content: "<p>Contenu</p>",
  isPromoted,
  publishedAt,
  image: null,
});
const NEWS = [
  item(1, "Nouveaux ateliers de rentrée", "ateliers-rentree", "2026-09-07T08:00:00.000Z"),
  item(2, "Conférence sur le stress au travail", "conference-stress", "2026-08-20T08:00:00.000Z", true),
  item(3, "Fermeture estivale du cabinet", "fermeture-estivale", "2026-07-15T08:00:00.000Z"),
];

/** GET /news as the platform answers it: newest first, the promoted item first with promoted=true. */
function platformNews() {
  vi.mocked(readPublic).mockImplementation(async (_path: string, schema: z.ZodType, query?: Record<string, unknown>) => {
    const list = query?.promoted === "true" ? [...NEWS.filter((n) => n.isPromoted), ...NEWS.filter((n) => !n.isPromoted)] : NEWS;
    return schema.parse({ list, total: list.length, pagination: { page: 1, nbItem: 3 } });
  });
}

function newsBlock() {
  const block = blockSchema.parse({ id: "actus", type: "newsList", props: { title: "Nos actualités", nbItem: 3 } });
  if (block.type !== "newsList") throw new Error("type");
  return block;
}

async function renderBlock(parameters: Record<string, string | null>) {
  context.parameters = parameters;
  platformNews();
  const element = (await NewsListBlock({ block: newsBlock() })) as ReactNode;
  return render(<>{element}</>);
}

const newsQuery = () => vi.mocked(readPublic).mock.calls.at(-1)?.[2];
const cardTitles = (container: HTMLElement) => within(container.querySelector("ul")!).getAllByRole("listitem").map((li) => within(li).getByRole("heading").textContent);
const wideCards = (container: HTMLElement) => [...container.querySelectorAll("ul > li")].filter((li) => li.classList.contains("sm:col-span-2")).map((li) => within(li as HTMLElement).getByRole("heading").textContent);

afterEach(() => {
  cleanup();
  vi.mocked(readPublic).mockReset();
});

describe("the news block and the promoted news", () => {
  it("SHOW_PROMOTE_NEWS off: newest first, the promoted item a card like the others", async () => {
    const { container } = await renderBlock({ SHOW_PROMOTE_NEWS: "false", PROMOTED_NEWS_STYLE: "CARD" });
    expect(newsQuery()).not.toHaveProperty("promoted");
    expect(screen.queryByRole("region", { name: "À la une" })).toBeNull();
    expect(cardTitles(container)).toEqual(["Nouveaux ateliers de rentrée", "Conférence sur le stress au travail", "Fermeture estivale du cabinet"]);
    expect(wideCards(container)).toEqual([]);
  });

  it("SHOW_PROMOTE_NEWS on, PROMOTED_NEWS_STYLE BANNER (the default): the promoted item in a band above the cards", async () => {
    const { container } = await renderBlock({ SHOW_PROMOTE_NEWS: "true" });
    expect(newsQuery()).toMatchObject({ promoted: "true" });
    const banner = screen.getByRole("region", { name: "À la une" });
    expect(within(banner).getByRole("link", { name: "Conférence sur le stress au travail" }).getAttribute("href")).toBe("/actualites/2/conference-stress");
    expect(cardTitles(container)).toEqual(["Nouveaux ateliers de rentrée", "Fermeture estivale du cabinet"]);
    expect(wideCards(container)).toEqual([]);
  });

  it("SHOW_PROMOTE_NEWS on, PROMOTED_NEWS_STYLE CARD: no band, the promoted item first and twice as wide", async () => {
    const { container } = await renderBlock({ SHOW_PROMOTE_NEWS: "true", PROMOTED_NEWS_STYLE: "CARD" });
    expect(newsQuery()).toMatchObject({ promoted: "true" });
    expect(screen.queryByRole("region", { name: "À la une" })).toBeNull();
    expect(cardTitles(container)).toEqual(["Conférence sur le stress au travail", "Nouveaux ateliers de rentrée", "Fermeture estivale du cabinet"]);
    expect(wideCards(container)).toEqual(["Conférence sur le stress au travail"]);
  });
});
