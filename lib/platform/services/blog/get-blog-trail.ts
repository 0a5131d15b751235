import "server-only";
import { folderTrail } from "@/lib/domain/blog";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { BlogCrumb } from "@/lib/schemas/blog";
import { getBlogArticle } from "./get-blog-article";
import { NOT_FOUND_FOLDER, selectSiteFolders, toFolders } from "./blog-rows";

async function foldersTo(db: Database, siteId: number, folderId: number): Promise<BlogCrumb[]> {
  const folders = await toFolders(db, siteId, await selectSiteFolders(db, siteId));
  return folderTrail(folders, folderId).map((f) => ({ type: "FOLDER", id: f.id, title: f.title, slug: f.slug }));
}

/** GET /blog/folder/ariane/{id}: the folders from the root down to this one (404 when not the site's). */
export async function getFolderTrail(db: Database, siteId: number, folderId: number): Promise<BlogCrumb[]> {
  const trail = await foldersTo(db, siteId, folderId);
  if (trail.length === 0) throw new ApiError("NOT_FOUND", NOT_FOUND_FOLDER);
  return trail;
}

/** GET /blog/ariane/{id}: the article's folders from the root, then the article itself. */
export async function getArticleTrail(db: Database, siteId: number, articleId: number): Promise<BlogCrumb[]> {
  const article = await getBlogArticle(db, siteId, articleId);
  const folders = article.folder ? await foldersTo(db, siteId, article.folder.id) : [];
  return [...folders, { type: "BLOG", id: article.id, title: article.title, slug: article.slug }];
}
