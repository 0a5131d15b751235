import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ArticleView } from "@/components/blog/article-view";
import { blogCrumbs, blogPaths } from "@/lib/domain/blog";
import { cropText } from "@/lib/domain/dates";
import { getPublisher, withRssFeed, parsePathId } from "@/lib/storefront/blog-page";
import { loadArticle, loadArticleTrail, requireBlog } from "@/lib/storefront/load-blog";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ id: string; slug?: string[] }>;
}

async function load(props: Props) {
  await requireBlog();
  const { id: rawId, slug } = await props.params;
  const id = parsePathId(rawId);
  if (id === null || (slug && slug.length > 1)) notFound();
  const article = await loadArticle(id);
  if (!article) notFound();
  return { article, givenSlug: slug?.[0] ?? null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { article } = await load(props);
  const metadata = pageMetadata({
    title: article.title,
    description: cropText(article.excerpt, 160) || null,
    path: blogPaths.article(article),
    image: article.image ? { url: article.image.url, alt: article.image.alt } : null,
  });
  return withRssFeed({
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      ...(article.author ? { authors: [article.author] } : {}),
    },
  });
}

/** A blog article (`/blog/{id}/{slug}`, SPEC §2): a missing or wrong slug redirects (308) to the right one. */
export default async function BlogArticlePage(props: Props) {
  await declareSharedRender();
  const { article, givenSlug } = await load(props);
  if (givenSlug !== article.slug) permanentRedirect(blogPaths.article(article));
  const [trail, publisher] = await Promise.all([loadArticleTrail(article.id), getPublisher()]);
  return <ArticleView article={article} crumbs={blogCrumbs(trail)} origin={publisher.origin} publisher={publisher} />;
}
