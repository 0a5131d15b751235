import "server-only";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, images, siteId, updatedAt } from "./core";

/** Albums of images and videos (GET /album, /album/{id}); the files are rows of `images`. */
export const albums = pgTable(
  "albums",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    order: integer("order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("albums_site_slug_uq").on(t.siteId, t.slug), index("albums_site_order_idx").on(t.siteId, t.order)],
);

/** One file of an album, in order; the media type comes from the file's ending (SPEC §5). */
export const albumItems = pgTable(
  "album_items",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    albumId: integer("album_id")
      .notNull()
      .references(() => albums.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** The alternative text in this album (falls back to the image's own alt when empty). */
    alt: text("alt").notNull().default(""),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("album_items_album_idx").on(t.albumId, t.order), index("album_items_site_idx").on(t.siteId)],
);
