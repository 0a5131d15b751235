import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { FolderListing } from "@/components/blog/folder-listing";
import { blogCrumbs, blogPaths, pageCount, pageHref, parsePageParam } from "@/lib/domain/blog";
import { getPublisher, withRssFeed, parsePathId } from "@/lib/storefront/blog-page";
import { loadFolderContent, loadFolderTrail, requireBlog } from "@/lib/storefront/load-blog";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ id: string; slug?: string[] }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

async function load(props: Props) {
  await requireBlog();
  const { id: rawId, slug } = await props.params;
  const id = parsePathId(rawId);
  const page = parsePageParam((await props.searchParams).page);
  if (id === null || page === null || (slug && slug.length > 1)) notFound();
  const content = await loadFolderContent(id, page);
  if (!content || page > pageCount(content.total, content.pagination.nbItem)) notFound();
  const folder = { id, slug: content.slug!, title: content.title! };
  return { folder, page, content, givenSlug: slug?.[0] ?? null };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { folder, page, content } = await load(props);
  return withRssFeed(pageMetadata({
    title: page > 1 ? `${folder.title} – page ${page}` : folder.title,
    description: content.description || `Les articles du blog classés dans « ${folder.title} ».`,
    path: pageHref(blogPaths.folder(folder), page),
  }));
}

/** A blog folder (`/blog/dossier/{id}/{slug}`): a missing or outdated slug redirects (308) to the right one. */
export default async function BlogFolderPage(props: Props) {
  await declareSharedRender();
  const { folder, page, content, givenSlug } = await load(props);
  const path = blogPaths.folder(folder);
  if (givenSlug !== folder.slug) permanentRedirect(pageHref(path, page));
  const [trail, { origin }] = await Promise.all([loadFolderTrail(folder.id), getPublisher()]);
  return (
    <FolderListing
      title={folder.title}
      intro={content.description}
      content={content}
      crumbs={blogCrumbs(trail)}
      path={path}
      page={page}
      origin={origin}
    />
  );
}
