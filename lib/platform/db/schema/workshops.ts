import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CANCEL_REASONS, REGISTRATION_STATUSES } from "@/lib/domain/workshop-seats";
import { createdAt, elements, siteId } from "./core";

/**
 * Sign-ups for a workshop (an element of route "ateliers", its capacity in `data.seats`).
 * CONFIRMED, PENDING (address not confirmed yet, until `confirm_by`) and OFFERED (seats offered to
 * the waiting list, until `offer_expires_at`) rows hold seats; WAITING rows queue in id order and
 * are offered seats as they free up (lib/domain/workshop-seats.ts); CANCELLED rows are kept for
 * the business's records, with `cancel_reason` when a deadline ended them. One live sign-up per
 * e-mail and workshop (partial unique index). The token of the e-mailed links (confirm, accept,
 * cancel) is stored as a SHA-256 hash only.
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
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull(),
    cancelTokenHash: text("cancel_token_hash").notNull().unique(),
    createdAt: createdAt(),
    promotedAt: timestamp("promoted_at", { withTimezone: true, mode: "date" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** Set while the address is not confirmed (kept once the sign-up ended for it); null once confirmed. */
    confirmBy: timestamp("confirm_by", { withTimezone: true, mode: "date" }),
    /** Set while OFFERED: the seats pass to the next in line at this instant. */
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true, mode: "date" }),
    cancelReason: text("cancel_reason", { enum: CANCEL_REASONS }),
  },
  (t) => [
    uniqueIndex("workshop_registrations_live_email_uq").on(t.elementId, t.email).where(sql`${t.status} <> 'CANCELLED'`),
    index("workshop_registrations_site_element_idx").on(t.siteId, t.elementId, t.status, t.createdAt),
    check("workshop_registrations_seats_positive", sql`${t.seats} > 0`),
  ],
);
