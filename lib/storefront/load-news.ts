import "server-only";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";
import { newsListSchema, type NewsItem } from "@/lib/schemas/content";

export type { NewsItem };

/** The `nbItem` latest published news of the site, newest first, through the platform API. */
export async function loadLatestNews(nbItem: number): Promise<NewsItem[]> {
  const api = await getServerApi();
  const data = await getParsed(api, "/news", newsListSchema, { page: 1, nbItem, orderBy: "publishedAt:desc" });
  return data.list;
}
