import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FolderListing } from "@/components/blog/folder-listing";
import { BLOG_TITLE, blogCrumbs, blogPaths, pageCount, pageHref, parsePageParam } from "@/lib/domain/blog";
import { getPublisher, withRssFeed } from "@/lib/storefront/blog-page";
import { loadFolderContent, requireBlog } from "@/lib/storefront/load-blog";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

const DESCRIPTION = "Conseils, méthodes et réflexions de nos coachs : gestion du stress, développement personnel et vie professionnelle.";

async function load(props: Props) {
  await requireBlog();
  const page = parsePageParam((await props.searchParams).page);
  if (page === null) notFound();
  const content = await loadFolderContent(null, page);
  if (!content || page > pageCount(content.total, content.pagination.nbItem)) notFound();
  return { page, content };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await load(props);
  return withRssFeed(pageMetadata({ title: page > 1 ? `${BLOG_TITLE} – page ${page}` : BLOG_TITLE, description: DESCRIPTION, path: pageHref(blogPaths.home, page) }));
}

/** The blog's home (IS_BLOG_ACTIVATED): root folders and the latest articles, 12 a page. */
export default async function BlogHomePage(props: Props) {
  await declareSharedRender();
  const { page, content } = await load(props);
  const { origin } = await getPublisher();
  return (
    <FolderListing
      title={BLOG_TITLE}
      intro={DESCRIPTION}
      content={content}
      crumbs={blogCrumbs([])}
      path={blogPaths.home}
      page={page}
      origin={origin}
    />
  );
}
