import "server-only";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, images, siteId, updatedAt } from "./core";

/** Services a site offers (GET /service, /service/{id}), filtered by tags. */
export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull().default(""),
    /** Owner HTML, sanitised on write and on render. */
    description: text("description").notNull().default(""),
    /** Free price text (« À partir de 90 € la séance »): prices of services are rarely one number. */
    priceText: text("price_text").notNull().default(""),
    durationMinutes: integer("duration_minutes"),
    imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    /** Normalised tags (lib/domain/service-tags.ts). */
    tags: text("tags").array().notNull().default([]),
    /** Page of the site that presents the service in length (e.g. /prestations/…), if any. */
    pageUrl: text("page_url"),
    order: integer("order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("services_site_slug_uq").on(t.siteId, t.slug), index("services_site_order_idx").on(t.siteId, t.order)],
);
