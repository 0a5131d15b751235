import "server-only";
import type { MetadataRoute } from "next";
import { blogPaths, effectiveSlug } from "@/lib/domain/blog";
import { isBlogEnabled, loadWholeBlog } from "./load-blog";
import { loadAllNews } from "./load-news";

/** sitemap.xml entries of the news and, when IS_BLOG_ACTIVATED is on, the blog (home, folders, articles). */
export async function blogAndNewsEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const [news, blog] = await Promise.all([loadAllNews(), isBlogEnabled().then((on) => (on ? loadWholeBlog() : null))]);
  const entries: MetadataRoute.Sitemap = [{ url: `${origin}${blogPaths.news}`, changeFrequency: "weekly", priority: 0.6 }];
  for (const item of news) {
    entries.push({ url: `${origin}${blogPaths.newsItem({ id: item.id, slug: effectiveSlug(item) })}`, lastModified: item.publishedAt, priority: 0.5 });
  }
  if (blog) {
    entries.push({ url: `${origin}${blogPaths.home}`, changeFrequency: "weekly", priority: 0.7 });
    for (const folder of blog.folders) entries.push({ url: `${origin}${blogPaths.folder(folder)}`, changeFrequency: "weekly", priority: 0.5 });
    for (const article of blog.articles) entries.push({ url: `${origin}${blogPaths.article(article)}`, lastModified: article.publishedAt, priority: 0.6 });
  }
  return entries;
}
