import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { NEWS_PAGE_SIZE } from "@/lib/domain/blog";
import { readBoolean, readChoice } from "@/lib/domain/parameter-map";
import { newsListSchema, type NewsItem, type NewsList } from "@/lib/schemas/content";
import { getSiteContext } from "./site-context";

export type { NewsItem };

/**
 * The `nbItem` latest published news of the site, newest first (the promoted item first with
 * `promotedFirst`), through the platform API (shared by the requests while unchanged).
 */
export async function loadLatestNews(nbItem: number, promotedFirst = false): Promise<NewsItem[]> {
  return (await loadNewsPage(1, promotedFirst, nbItem)).list;
}

export const PROMOTED_NEWS_STYLES = ["BANNER", "POPUP", "CARD"] as const;
export type PromotedNewsStyle = (typeof PROMOTED_NEWS_STYLES)[number];

/** How the promoted news is shown (SHOW_PROMOTE_NEWS, PROMOTED_NEWS_STYLE, SHOW_PROMOTE_MESSAGE). */
export interface PromotionSettings {
  /** SHOW_PROMOTE_NEWS: the promoted item first, set apart; off = a news like the others. */
  enabled: boolean;
  style: PromotedNewsStyle;
  /** SHOW_PROMOTE_MESSAGE: the promoted item shows its summary (its message), not only its title. */
  showMessage: boolean;
}

export async function getPromotionSettings(): Promise<PromotionSettings> {
  const { parameters } = await getSiteContext();
  return {
    enabled: readBoolean(parameters, "SHOW_PROMOTE_NEWS"),
    style: readChoice(parameters, "PROMOTED_NEWS_STYLE", PROMOTED_NEWS_STYLES, "BANNER"),
    showMessage: readBoolean(parameters, "SHOW_PROMOTE_MESSAGE"),
  };
}

/** One page of the news (10 a page), the promoted item first when the promotion is on. */
export function loadNewsPage(page: number, promotedFirst: boolean, nbItem = NEWS_PAGE_SIZE): Promise<NewsList> {
  return readPublic("/news", newsListSchema, { page, nbItem, orderBy: "publishedAt:desc", ...(promotedFirst ? { promoted: "true" } : {}) });
}

/** One published news item of the site by id (GET /news?id=…), or null. */
export async function loadNewsItem(id: number): Promise<NewsItem | null> {
  const data = await readPublic("/news", newsListSchema, { id, page: 1, nbItem: 1 });
  return data.list[0] ?? null;
}

/** Every published news item (sitemap), page by page of 100. */
export async function loadAllNews(): Promise<NewsItem[]> {
  const items: NewsItem[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const data = await loadNewsPage(page, false, 100);
    items.push(...data.list);
    if (page * 100 >= data.total) break;
  }
  return items;
}
