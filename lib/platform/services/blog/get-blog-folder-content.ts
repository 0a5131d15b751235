import "server-only";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { BLOG_PAGE_SIZE } from "@/lib/domain/blog";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import { ApiError } from "@/lib/platform/api-error";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { blogArticles, blogFolders, images } from "@/lib/platform/db/schema";
import type { BlogFolderContent } from "@/lib/schemas/blog";
import { findFolder, NOT_FOUND_FOLDER, publishedArticles, toArticleSummary, toFolders } from "./blog-rows";

type ArticleField = "id" | "title" | "author" | "publishedAt";

export const BLOG_ARTICLE_LIST_SPEC: ListQuerySpec<ArticleField> = {
  fields: { id: "integer", title: "string", author: "string", publishedAt: "date" },
  sortable: ["id", "title", "publishedAt"],
  defaultOrder: [{ field: "publishedAt", direction: "desc" }],
  defaultNbItem: BLOG_PAGE_SIZE,
  maxNbItem: 100,
};

const ARTICLE_COLUMNS: ListColumns<ArticleField> = {
  id: blogArticles.id,
  title: blogArticles.title,
  author: blogArticles.author,
  publishedAt: blogArticles.publishedAt,
};

/**
 * GET /blog/folder[/{id}]: a folder, its sub-folders and one page of its published articles
 * (12 a page, newest first). Without id: the blog's root — root folders and every article of the
 * site, whatever its folder (the blog's home lists the latest articles).
 */
export async function getBlogFolderContent(
  db: Database,
  siteId: number,
  folderId: number | null,
  query: ListQuery<ArticleField>,
): Promise<BlogFolderContent> {
  const folder = folderId === null ? null : await findFolder(db, siteId, folderId);
  if (folderId !== null && !folder) throw new ApiError("NOT_FOUND", NOT_FOUND_FOLDER);
  const scope = folder ? and(publishedArticles(siteId), eq(blogArticles.folderId, folder.id))! : publishedArticles(siteId);
  const [childRows, page] = await Promise.all([
    db
      .select()
      .from(blogFolders)
      .where(and(eq(blogFolders.siteId, siteId), folder ? eq(blogFolders.idParent, folder.id) : isNull(blogFolders.idParent)))
      .orderBy(asc(blogFolders.order), asc(blogFolders.id)),
    selectListPage(db, blogArticles, ARTICLE_COLUMNS, query, scope, (sql) =>
      db
        .select({ article: blogArticles, image: images, folder: blogFolders })
        .from(blogArticles)
        .leftJoin(images, eq(images.id, blogArticles.imageId))
        .leftJoin(blogFolders, eq(blogFolders.id, blogArticles.folderId))
        .where(sql.where)
        .orderBy(...sql.orderBy, desc(blogArticles.id))
        .limit(sql.limit)
        .offset(sql.offset),
    ),
  ]);
  const [current] = folder ? await toFolders(db, siteId, [folder]) : [];
  return {
    id: current?.id ?? null,
    title: current?.title ?? null,
    slug: current?.slug ?? null,
    description: current?.description ?? "",
    idParent: current?.idParent ?? null,
    folders: await toFolders(db, siteId, childRows),
    blogs: page.rows.map((row) => toArticleSummary(row.article, row.image, row.folder)),
    total: page.total,
    pagination: page.pagination,
  };
}
