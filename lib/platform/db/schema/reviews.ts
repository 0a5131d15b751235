import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, siteId, users } from "./core";

/** Review links: one secret link e-mailed to one customer, usable once (only the token's hash is stored). */
export const reviewLinks = pgTable(
  "review_links",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("review_links_site_idx").on(t.siteId)],
);

/** Reviews kept by the platform (Google cannot be reached): entered by the admin or left through a link. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    authorFirstname: text("author_firstname").notNull(),
    /** Only the initial is ever shown (lib/domain/reviews.ts reviewAuthorName). */
    authorLastname: text("author_lastname").notNull().default(""),
    source: text("source", { enum: ["ADMIN", "LINK"] }).notNull(),
    reviewLinkId: integer("review_link_id").references(() => reviewLinks.id, { onDelete: "set null" }),
    /** Moderation: a review left through a link waits for the admin. */
    isPublished: boolean("is_published").notNull().default(false),
    /** When the customer gave the review (UTC); `from` filters on it. */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_site_date_idx").on(t.siteId, t.reviewedAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
