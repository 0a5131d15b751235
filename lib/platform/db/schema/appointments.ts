import "server-only";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./core";

export const CALENDAR_KINDS = ["APPOINTMENT", "CLICK_AND_COLLECT"] as const;

/**
 * A bookable agenda of a site (« Séances individuelles »): its rules for notice and horizon. A
 * CLICK_AND_COLLECT calendar (issue 12) holds the shop's pickup slots instead: no services, its
 * hours from CLICK_AND_COLLECT_HOURS, `slotCapacity` pickups per slot (pickup_bookings).
 */
export const calendars = pgTable("calendars", {
  id: serial("id").primaryKey(),
  siteId: siteId(),
  name: text("name").notNull(),
  kind: text("kind", { enum: CALENDAR_KINDS }).notNull().default("APPOINTMENT"),
  /** CLICK_AND_COLLECT: pickups one slot takes; null for appointments. */
  slotCapacity: integer("slot_capacity"),
  /** No booking starts sooner than this after now. */
  minNoticeHours: integer("min_notice_hours").notNull().default(24),
  /** No booking starts later than this many days after today. */
  horizonDays: integer("horizon_days").notNull().default(60),
  /** Start times are multiples of this step inside each opening range. */
  slotStepMinutes: integer("slot_step_minutes").notNull().default(30),
  createdAt: createdAt(),
});

/** What can be booked on a calendar and for how long. */
export const calendarServices = pgTable(
  "calendar_services",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    order: smallint("order").notNull().default(0),
  },
  (t) => [check("calendar_services_duration_ck", sql`${t.durationMinutes} between 5 and 480`)],
);

/** Days without bookings (public holidays, closures), as Europe/Paris calendar days. */
export const calendarClosures = pgTable(
  "calendar_closures",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    label: text("label").notNull(),
  },
  (t) => [uniqueIndex("calendar_closures_day_uq").on(t.calendarId, t.day)],
);

export const APPOINTMENT_STATUSES = ["PENDING", "CONFIRMED", "CANCELLED"] as const;

/**
 * A booked slot. PENDING: booked from an address not confirmed yet, the slot held until
 * `confirm_by` (lib/domain/booking-holds.ts); CONFIRMED; CANCELLED. Only the SHA-256 of the
 * visitor's manage token (also the confirmation link's) is kept.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => calendarServices.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull().default(""),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("CONFIRMED"),
    tokenHash: text("token_hash").notNull().unique(),
    /** iCalendar SEQUENCE: incremented at each move or cancellation. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    /** Set while the address is not confirmed: the slot is given back at this instant. */
    confirmBy: timestamp("confirm_by", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // Second line of defence behind the locked overlap check: one booking holding each start time.
    uniqueIndex("appointments_calendar_start_uq").on(t.calendarId, t.startsAt).where(sql`${t.status} in ('CONFIRMED', 'PENDING')`),
    index("appointments_calendar_range_idx").on(t.calendarId, t.startsAt, t.endsAt),
    check("appointments_range_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
