import "server-only";
import { getData } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";

/** One published news item as GET /news returns it (docs/api.md). */
export interface NewsItem {
  id: number;
  title: string;
  slug: string;
  summary: string;
  /** HTML. */
  content: string;
  isPromoted: boolean;
  /** ISO date-time, UTC. */
  publishedAt: string;
  image: { id: number; alt: string; url: string } | null;
}

interface NewsList {
  list: NewsItem[];
  total: number;
  pagination: { page: number; nbItem: number };
}

/** The `nbItem` latest published news of the site, newest first, through the platform API. */
export async function loadLatestNews(nbItem: number): Promise<NewsItem[]> {
  const api = await getServerApi();
  const data = await getData<NewsList>(api, "/news", { page: 1, nbItem, orderBy: "publishedAt:desc" });
  return data.list;
}
