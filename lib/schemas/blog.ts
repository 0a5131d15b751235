import { z } from "zod";
import { contentImageSchema } from "./content";
import { listEnvelopeSchema, paginationSchema } from "./list";

/** Answers of the blog routes (docs/api.md « Blog »). Slugs are always set (title fallback, SPEC §2). */

const isoDateTime = z.iso.datetime();

/** A blog folder (GET /blog/folder/list…, in a folder's content and in trails). */
export const blogFolderSchema = z.object({
  id: z.number().int(),
  idParent: z.number().int().nullable(),
  title: z.string(),
  slug: z.string().min(1),
  description: z.string(),
  order: z.number().int(),
  /** Published articles directly in the folder. */
  articleCount: z.number().int().min(0),
});
export type BlogFolder = z.infer<typeof blogFolderSchema>;
export const blogFolderListSchema = listEnvelopeSchema(blogFolderSchema);
export type BlogFolderList = z.infer<typeof blogFolderListSchema>;

const folderRefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string().min(1) });

/** An article in a list (no body). */
export const blogArticleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string().min(1),
  excerpt: z.string(),
  author: z.string(),
  /** ISO date-time, UTC. */
  publishedAt: isoDateTime,
  image: contentImageSchema.nullable(),
  folder: folderRefSchema.nullable(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

/** One article (GET /blog/{id}): `content` is sanitised HTML. */
export const blogArticleSchema = blogArticleSummarySchema.extend({
  content: z.string(),
  updatedAt: isoDateTime,
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/**
 * A folder's content (GET /blog/folder[/{id}], SPEC §3 "Blog: folders, blogs, total, slug, title,
 * id"): the folder (id, title and slug null at the root), its sub-folders, one page of articles.
 */
export const blogFolderContentSchema = z.object({
  id: z.number().int().nullable(),
  title: z.string().nullable(),
  slug: z.string().nullable(),
  description: z.string(),
  idParent: z.number().int().nullable(),
  folders: z.array(blogFolderSchema),
  blogs: z.array(blogArticleSummarySchema),
  total: z.number().int().min(0),
  pagination: paginationSchema,
});
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;

/** One step of a breadcrumb trail (GET /blog/folder/ariane/{id}, /blog/ariane/{id}), root first. */
export const blogCrumbSchema = z.object({
  type: z.enum(["FOLDER", "BLOG"]),
  id: z.number().int(),
  title: z.string(),
  slug: z.string().min(1),
});
export type BlogCrumb = z.infer<typeof blogCrumbSchema>;
export const blogTrailSchema = z.array(blogCrumbSchema);
