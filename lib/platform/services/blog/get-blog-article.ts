import "server-only";
import { and, eq } from "drizzle-orm";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { blogArticles, blogFolders, images } from "@/lib/platform/db/schema";
import type { BlogArticle } from "@/lib/schemas/blog";
import { NOT_FOUND_ARTICLE, publishedArticles, toArticleSummary } from "./blog-rows";

/** GET /blog/{id}: one published article of the site (404 otherwise), its HTML sanitised again. */
export async function getBlogArticle(db: Database, siteId: number, id: number): Promise<BlogArticle> {
  const [row] = await db
    .select({ article: blogArticles, image: images, folder: blogFolders })
    .from(blogArticles)
    .leftJoin(images, eq(images.id, blogArticles.imageId))
    .leftJoin(blogFolders, eq(blogFolders.id, blogArticles.folderId))
    .where(and(publishedArticles(siteId), eq(blogArticles.id, id)))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND", NOT_FOUND_ARTICLE);
  return {
    ...toArticleSummary(row.article, row.image, row.folder),
    content: sanitizeRichHtml(row.article.content),
    updatedAt: row.article.updatedAt.toISOString(),
  };
}
