import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import { effectiveSlug } from "@/lib/domain/blog";
import type { Database } from "@/lib/platform/db/types";
import { blogArticles, blogFolders, images } from "@/lib/platform/db/schema";
import type { BlogArticleSummary, BlogFolder } from "@/lib/schemas/blog";
import { imageUrl } from "../image-url";

/** Row → answer mappers shared by the blog services (slug fallback applied once, here). */

export const NOT_FOUND_FOLDER = "Dossier introuvable.";
export const NOT_FOUND_ARTICLE = "Article introuvable.";

type FolderRow = typeof blogFolders.$inferSelect;
type ArticleRow = typeof blogArticles.$inferSelect;
type ImageRow = typeof images.$inferSelect;

export function publishedArticles(siteId: number) {
  return and(eq(blogArticles.siteId, siteId), eq(blogArticles.isPublished, true))!;
}

/** Published articles directly in each folder. */
async function articleCounts(db: Database, siteId: number, folderIds: number[]): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .select({ folderId: blogArticles.folderId, total: count() })
    .from(blogArticles)
    .where(and(publishedArticles(siteId), inArray(blogArticles.folderId, folderIds)))
    .groupBy(blogArticles.folderId);
  return new Map(rows.map((r) => [r.folderId!, r.total]));
}

export async function toFolders(db: Database, siteId: number, rows: FolderRow[]): Promise<BlogFolder[]> {
  const counts = await articleCounts(db, siteId, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    idParent: row.idParent,
    title: row.title,
    slug: effectiveSlug(row),
    description: row.description,
    order: row.order,
    articleCount: counts.get(row.id) ?? 0,
  }));
}

export function toArticleSummary(article: ArticleRow, image: ImageRow | null, folder: FolderRow | null): BlogArticleSummary {
  return {
    id: article.id,
    title: article.title,
    slug: effectiveSlug(article),
    excerpt: article.excerpt,
    author: article.author,
    publishedAt: article.publishedAt.toISOString(),
    image: image ? { id: image.id, alt: image.alt, url: imageUrl(image) } : null,
    folder: folder ? { id: folder.id, title: folder.title, slug: effectiveSlug(folder) } : null,
  };
}

/** One folder of the site, or null (another site's id is unknown here). */
export async function findFolder(db: Database, siteId: number, id: number): Promise<FolderRow | null> {
  const [row] = await db
    .select()
    .from(blogFolders)
    .where(and(eq(blogFolders.siteId, siteId), eq(blogFolders.id, id)))
    .limit(1);
  return row ?? null;
}

/** Every folder of the site (trails are built from them: a site has tens, not thousands). */
export function selectSiteFolders(db: Database, siteId: number): Promise<FolderRow[]> {
  return db.select().from(blogFolders).where(eq(blogFolders.siteId, siteId));
}
