import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CARRIER_DELIVERY_TYPES, CARRIER_SITE_TYPES, RELAY_NETWORKS, SHIPPING_ZONES, type OpeningHoursDay } from "@/lib/schemas/shop/shipping";
import { calendars } from "./appointments";
import { createdAt, siteId } from "./core";

/**
 * Delivery (issue 12, SPEC §3 Carrier, Access point): a site's carriers with their rate tables,
 * the relay points of the built-in relay network, and the click-and-collect pickups booked on a
 * slot. Money in integer cents.
 */

/** A carrier a site ships with: home delivery (DELIVERY) or relay points (PICKUP). */
export const carriers = pgTable(
  "carriers",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    name: text("name").notNull(),
    /** The carrier's own service code (e.g. « COLISSIMO_DOM »), sent with the order. */
    serviceCode: text("service_code").notNull(),
    deliveryType: text("delivery_type", { enum: CARRIER_DELIVERY_TYPES }).notNull(),
    /** VIGNOBLE_EXPORT: a wine-export service (EU / world, excise paperwork); STANDARD otherwise. */
    siteType: text("site_type", { enum: CARRIER_SITE_TYPES }).notNull().default("STANDARD"),
    /** PICKUP carriers: which relay adapter lists their points (BUILTIN = the seeded points). */
    relayNetwork: text("relay_network", { enum: RELAY_NETWORKS }),
    /** Shown under the name: « Livraison à domicile en 48 h ». */
    description: text("description").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("carriers_site_idx").on(t.siteId, t.isActive, t.position),
    uniqueIndex("carriers_site_code_uq").on(t.siteId, t.serviceCode),
    check("carriers_relay_ck", sql`(${t.deliveryType} = 'PICKUP') = (${t.relayNetwork} IS NOT NULL)`),
  ],
);

/**
 * One line of a carrier's rate table: shipping `minBottles`..`maxBottles` bottles (null = no upper
 * bound) to `zone` costs `price` cents. A bottle count outside every line of the zone is not served.
 */
export const carrierRates = pgTable(
  "carrier_rates",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    zone: text("zone", { enum: SHIPPING_ZONES }).notNull(),
    minBottles: integer("min_bottles").notNull(),
    maxBottles: integer("max_bottles"),
    price: integer("price").notNull(),
  },
  (t) => [
    index("carrier_rates_carrier_idx").on(t.siteId, t.carrierId, t.zone, t.minBottles),
    check("carrier_rates_range_ck", sql`${t.minBottles} >= 1 AND (${t.maxBottles} IS NULL OR ${t.maxBottles} >= ${t.minBottles})`),
    check("carrier_rates_price_ck", sql`${t.price} >= 0`),
  ],
);

/** A relay point (tabac, fleuriste, supérette…) of a PICKUP carrier using the built-in network. */
export const relayPoints = pgTable(
  "relay_points",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    carrierId: integer("carrier_id")
      .notNull()
      .references(() => carriers.id, { onDelete: "cascade" }),
    /** The network's own code of the point (stable across reseeds). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    addLine1: text("add_line1").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    /** ISO alpha-2. */
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Monday first, seven entries. */
    openingHours: jsonb("opening_hours").$type<OpeningHoursDay[]>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("relay_points_carrier_code_uq").on(t.carrierId, t.code),
    index("relay_points_site_idx").on(t.siteId, t.carrierId, t.isActive),
  ],
);

/**
 * A click-and-collect pickup booked on a slot of a CLICK_AND_COLLECT calendar: the Paris `day` and
 * the slot (`scheduleId` = its start, minutes after midnight). At most the calendar's
 * `slotCapacity` rows per (calendar, day, slot), checked under the calendar's row lock.
 */
export const pickupBookings = pgTable(
  "pickup_bookings",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    scheduleId: integer("schedule_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    /** What the pickup is for (the order's reference, issue 12 orders). */
    reference: text("reference").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("pickup_bookings_slot_idx").on(t.calendarId, t.day, t.scheduleId),
    uniqueIndex("pickup_bookings_reference_uq").on(t.siteId, t.reference),
  ],
);
