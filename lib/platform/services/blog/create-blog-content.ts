import "server-only";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import type { Database } from "@/lib/platform/db/types";
import { blogArticles, blogFolders } from "@/lib/platform/db/schema";

export type NewBlogFolder = Omit<typeof blogFolders.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type NewBlogArticle = Omit<typeof blogArticles.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function createBlogFolder(db: Database, folder: NewBlogFolder): Promise<number> {
  const [row] = await db.insert(blogFolders).values(folder).returning({ id: blogFolders.id });
  return row!.id;
}

/** Writes an article with its HTML sanitised (sanitised on write, and again on read). */
export async function createBlogArticle(db: Database, article: NewBlogArticle): Promise<number> {
  const [row] = await db
    .insert(blogArticles)
    .values({ ...article, content: sanitizeRichHtml(article.content ?? "") })
    .returning({ id: blogArticles.id });
  return row!.id;
}
