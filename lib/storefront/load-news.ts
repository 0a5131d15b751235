import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { newsListSchema, type NewsItem } from "@/lib/schemas/content";

export type { NewsItem };

/** The `nbItem` latest published news of the site, newest first, through the platform API (shared by the requests while unchanged). */
export async function loadLatestNews(nbItem: number): Promise<NewsItem[]> {
  const data = await readPublic("/news", newsListSchema, { page: 1, nbItem, orderBy: "publishedAt:desc" });
  return data.list;
}
