import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { createBlogArticle, createBlogFolder } from "@/lib/platform/services/blog/create-blog-content";
import type { SeedBlog } from "./types";

/** Writes a sample site's blog (inside the site's seeding transaction): folders parents first, then articles. */
export async function seedBlog(
  db: Database,
  siteId: number,
  blog: SeedBlog,
  registerImage: (image: { file: string; alt: string }) => Promise<{ id: number }>,
): Promise<void> {
  const ids = new Map<string, number>();
  const pending = [...blog.folders];
  while (pending.length > 0) {
    const index = pending.findIndex((f) => !f.parentKey || ids.has(f.parentKey));
    if (index < 0) throw new Error(`Seed blog folders of site ${siteId} have a missing or cyclic parent.`);
    const [{ key, parentKey, ...folder }] = pending.splice(index, 1) as [SeedBlog["folders"][number]];
    ids.set(key, await createBlogFolder(db, { ...folder, siteId, idParent: parentKey ? ids.get(parentKey)! : null }));
  }
  for (const { folderKey, image, publishedAt, ...article } of blog.articles) {
    const folderId = folderKey === null ? null : ids.get(folderKey);
    if (folderId === undefined) throw new Error(`Seed blog article « ${article.title} » has an unknown folder ${folderKey}.`);
    await createBlogArticle(db, {
      ...article,
      siteId,
      folderId,
      imageId: image ? (await registerImage(image)).id : null,
      publishedAt: new Date(publishedAt),
    });
  }
}
