import "server-only";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ok } from "@/lib/domain/envelope";
import { getDb } from "@/lib/platform/db/client";
import type { AppEnv } from "@/lib/platform/http/app-env";
import { idParam as id } from "@/lib/platform/http/params";
import { requireSite } from "@/lib/platform/http/request-context";
import { parseList, parseParams } from "@/lib/platform/http/validate";
import { assertBlogEnabled } from "@/lib/platform/services/blog/assert-blog-enabled";
import { getBlogArticle } from "@/lib/platform/services/blog/get-blog-article";
import { BLOG_ARTICLE_LIST_SPEC, getBlogFolderContent } from "@/lib/platform/services/blog/get-blog-folder-content";
import { getArticleTrail, getFolderTrail } from "@/lib/platform/services/blog/get-blog-trail";
import { BLOG_FOLDER_LIST_SPEC, listBlogFolders } from "@/lib/platform/services/blog/list-blog-folders";

const idPath = z.object({ id });

/** The site, once IS_BLOG_ACTIVATED is checked (off → 404 on every blog route). */
async function blogSite(c: Context<AppEnv>) {
  const site = await requireSite(c);
  const db = await getDb();
  await assertBlogEnabled(db, site.id);
  return { db, siteId: site.id };
}

/** Blog of SPEC §7 (docs/api.md « Blog »). Specific paths first: `/blog/:id` would take "folder". */
export const blogRoutes = new Hono<AppEnv>()
  .get("/blog/folder/list", async (c) => {
    const { db, siteId } = await blogSite(c);
    return c.json(ok(await listBlogFolders(db, siteId, parseList(c, BLOG_FOLDER_LIST_SPEC))));
  })
  .get("/blog/folder/list/:id", async (c) => {
    const { db, siteId } = await blogSite(c);
    const params = parseParams(c, idPath);
    return c.json(ok(await listBlogFolders(db, siteId, parseList(c, BLOG_FOLDER_LIST_SPEC), params.id)));
  })
  .get("/blog/folder/ariane/:id", async (c) => {
    const { db, siteId } = await blogSite(c);
    const params = parseParams(c, idPath);
    return c.json(ok(await getFolderTrail(db, siteId, params.id)));
  })
  .get("/blog/folder", async (c) => {
    const { db, siteId } = await blogSite(c);
    return c.json(ok(await getBlogFolderContent(db, siteId, null, parseList(c, BLOG_ARTICLE_LIST_SPEC))));
  })
  .get("/blog/folder/:id", async (c) => {
    const { db, siteId } = await blogSite(c);
    const params = parseParams(c, idPath);
    return c.json(ok(await getBlogFolderContent(db, siteId, params.id, parseList(c, BLOG_ARTICLE_LIST_SPEC))));
  })
  .get("/blog/ariane/:id", async (c) => {
    const { db, siteId } = await blogSite(c);
    const params = parseParams(c, idPath);
    return c.json(ok(await getArticleTrail(db, siteId, params.id)));
  })
  .get("/blog/:id", async (c) => {
    const { db, siteId } = await blogSite(c);
    const params = parseParams(c, idPath);
    return c.json(ok(await getBlogArticle(db, siteId, params.id)));
  });
