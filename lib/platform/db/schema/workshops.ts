import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, elements, siteId } from "./core";

export const WORKSHOP_REGISTRATION_STATUSES = ["CONFIRMED", "WAITING", "CANCELLED"] as const;

/**
 * Sign-ups for a workshop (an element of route "ateliers", its capacity in `data.seats`).
 * CONFIRMED rows hold seats; WAITING rows queue in `created_at` order and are promoted when seats
 * free up; CANCELLED rows are kept for the business's records. One live sign-up per e-mail and
 * workshop (partial unique index). The cancel link's token is stored as a SHA-256 hash only.
 */
export const workshopRegistrations = pgTable(
  "workshop_registrations",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    elementId: integer("element_id")
      .notNull()
      .references(() => elements.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    seats: integer("seats").notNull(),
    status: text("status", { enum: WORKSHOP_REGISTRATION_STATUSES }).notNull(),
    cancelTokenHash: text("cancel_token_hash").notNull().unique(),
    createdAt: createdAt(),
    promotedAt: timestamp("promoted_at", { withTimezone: true, mode: "date" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("workshop_registrations_live_email_uq").on(t.elementId, t.email).where(sql`${t.status} <> 'CANCELLED'`),
    index("workshop_registrations_site_element_idx").on(t.siteId, t.elementId, t.status, t.createdAt),
    check("workshop_registrations_seats_positive", sql`${t.seats} > 0`),
  ],
);
