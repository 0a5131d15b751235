import { blogPaths } from "@/lib/domain/blog";
import { cropText } from "@/lib/domain/dates";
import { buildRssFeed } from "@/lib/domain/rss";
import { getPublisher } from "@/lib/storefront/blog-page";
import { isBlogEnabled, loadFolderContent } from "@/lib/storefront/load-blog";

// Read at request time: the site depends on the host, and there is no database at build time.
export const dynamic = "force-dynamic";

const FEED_SIZE = 20;

/** RSS 2.0 feed of the blog's latest articles (404 while IS_BLOG_ACTIVATED is off). */
export async function GET(): Promise<Response> {
  if (!(await isBlogEnabled())) return new Response("Page introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const [content, publisher] = await Promise.all([loadFolderContent(null, 1, FEED_SIZE), getPublisher()]);
  const absolute = (path: string) => new URL(path, publisher.origin).toString();
  const xml = buildRssFeed({
    title: `${publisher.name} – Blog`,
    link: absolute(blogPaths.home),
    selfLink: absolute(blogPaths.rss),
    description: `Les derniers articles du blog de ${publisher.name}.`,
    items: (content?.blogs ?? []).map((article) => ({
      title: article.title,
      link: absolute(blogPaths.article(article)),
      description: cropText(article.excerpt, 300),
      publishedAt: article.publishedAt,
      author: article.author,
      category: article.folder?.title ?? null,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
