import "server-only";
import { boolean, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, images, siteId, updatedAt } from "./core";

/** Blog folders (a tree per site: `idParent` null = at the root of the blog). */
export const blogFolders = pgTable(
  "blog_folders",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    idParent: integer("id_parent").references((): AnyPgColumn => blogFolders.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Empty = derived from the title (SPEC §2, lib/domain/blog.ts). */
    slug: text("slug").notNull().default(""),
    description: text("description").notNull().default(""),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_folders_site_parent_idx").on(t.siteId, t.idParent, t.order)],
);

/** Blog articles; `content` is sanitised HTML (sanitised again when rendered). */
export const blogArticles = pgTable(
  "blog_articles",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    folderId: integer("folder_id").references(() => blogFolders.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Empty = derived from the title (SPEC §2). */
    slug: text("slug").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    author: text("author").notNull().default(""),
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_articles_site_published_idx").on(t.siteId, t.publishedAt),
    index("blog_articles_site_folder_idx").on(t.siteId, t.folderId),
  ],
);
