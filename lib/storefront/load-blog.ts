import "server-only";
import { notFound } from "next/navigation";
import type { z } from "zod";
import { PlatformError } from "@/lib/api-client/platform-error";
import { readPublic } from "@/lib/api-client/server";
import { BLOG_PAGE_SIZE } from "@/lib/domain/blog";
import { readBoolean } from "@/lib/domain/parameter-map";
import {
  blogArticleSchema,
  blogFolderContentSchema,
  blogFolderListSchema,
  blogTrailSchema,
  type BlogArticle,
  type BlogCrumb,
  type BlogFolder,
  type BlogFolderContent,
} from "@/lib/schemas/blog";
import { getSiteContext } from "./site-context";

/** Blog reads of the public pages through the platform API (public answers, shared while unchanged). */

/** IS_BLOG_ACTIVATED: off → the blog pages are a 404 (and nothing links to them). */
export async function isBlogEnabled(): Promise<boolean> {
  return readBoolean((await getSiteContext()).parameters, "IS_BLOG_ACTIVATED");
}

export async function requireBlog(): Promise<void> {
  if (!(await isBlogEnabled())) notFound();
}

/** A public read whose 404 means "no such thing" (null). */
async function readOrNull<S extends z.ZodType>(url: string, schema: S, params?: Record<string, unknown>): Promise<z.output<S> | null> {
  try {
    return await readPublic(url, schema, params);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
}

/** One page of a folder's content (the blog's root when `folderId` is null), 12 articles a page. */
export function loadFolderContent(folderId: number | null, page: number, nbItem = BLOG_PAGE_SIZE): Promise<BlogFolderContent | null> {
  return readOrNull(folderId === null ? "/blog/folder" : `/blog/folder/${folderId}`, blogFolderContentSchema, { page, nbItem });
}

export function loadArticle(id: number): Promise<BlogArticle | null> {
  return readOrNull(`/blog/${id}`, blogArticleSchema);
}

export async function loadArticleTrail(id: number): Promise<BlogCrumb[]> {
  return (await readOrNull(`/blog/ariane/${id}`, blogTrailSchema)) ?? [];
}

export async function loadFolderTrail(id: number): Promise<BlogCrumb[]> {
  return (await readOrNull(`/blog/folder/ariane/${id}`, blogTrailSchema)) ?? [];
}

/** Every folder and every article summary (sitemap), page by page of 100. */
export async function loadWholeBlog(): Promise<{ folders: BlogFolder[]; articles: BlogFolderContent["blogs"] }> {
  const folders = (await readPublic("/blog/folder/list", blogFolderListSchema, { page: 1, nbItem: 100 })).list;
  const articles: BlogFolderContent["blogs"] = [];
  for (let page = 1; page <= 50; page += 1) {
    const content = await loadFolderContent(null, page, 100);
    if (!content) break;
    articles.push(...content.blogs);
    if (page * 100 >= content.total) break;
  }
  return { folders, articles };
}
