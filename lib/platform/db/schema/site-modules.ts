import "server-only";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, images, siteId, updatedAt } from "./core";

/**
 * Popups of a site (GET /popup, /popup/{id}): shown over the pages listed in `pages` (page urls as
 * stored in `pages.url`, "" for the home, "*" for every page), once per visitor unless
 * `showOnEveryLoad`. `content` is allow-listed HTML, sanitised on write and on read.
 */
export const popups = pgTable(
  "popups",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    buttonLabel: text("button_label"),
    buttonUrl: text("button_url"),
    pages: jsonb("pages").$type<string[]>().notNull().default([]),
    showOnEveryLoad: boolean("show_on_every_load").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("popups_site_idx").on(t.siteId, t.isActive)],
);

/**
 * A site's settings of a named public component (GET /component/conf/{slug}); the slugs and their
 * zod schemas are listed in lib/schemas/component-config.ts, missing keys take the defaults there.
 */
export const componentConfigs = pgTable(
  "component_configs",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("component_configs_site_slug_uq").on(t.siteId, t.slug)],
);
