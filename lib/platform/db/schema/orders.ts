import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { OrderAddress, OrderDiscount, OrderLine } from "@/lib/schemas/shop/order";
import { DISCOUNT_CODE_TYPES, ORDER_DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS } from "@/lib/schemas/shop/order";
import { CAPACITY_UNITS, PRODUCT_TYPES } from "@/lib/schemas/shop/product";
import { createdAt, siteId, sites, updatedAt, users } from "./core";
import { pickupBookings } from "./shipping";
import { customizationFiles, productDeclinations, products } from "./shop";

/**
 * Orders (issue 12, SPEC §3, §4, §7): discount codes and their uses, orders with their snapshot
 * lines, the per-site invoice counter, idempotency keys of POST /order. Money in integer cents.
 */

/** A discount code of a site (« BIENVENUE10 »), stored upper-case. */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    code: text("code").notNull(),
    label: text("label").notNull(),
    type: text("type", { enum: DISCOUNT_CODE_TYPES }).notNull(),
    /** EURO: cents; PERCENT: whole percent (1–100); FREE_SHIPPING: 0. */
    amount: integer("amount").notNull().default(0),
    /** Products to pay needed for the code (cents), null = none. */
    minimumAmount: integer("minimum_amount"),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    /** Uses over all customers, null = unlimited; `used_count` never passes it. */
    maxUses: integer("max_uses"),
    maxUsesPerCustomer: integer("max_uses_per_customer"),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_site_code_uq").on(t.siteId, t.code),
    check("discount_codes_amount_ck", sql`${t.amount} >= 0 AND (${t.type} <> 'PERCENT' OR ${t.amount} <= 100)`),
    check("discount_codes_uses_ck", sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`),
  ],
);

/**
 * The invoice counter of a site: `last_number` is the last invoice number given. Taken by the
 * order's transaction (UPDATE … RETURNING holds the row until commit), so numbers follow each
 * other without gaps: a rolled back order gives its number back.
 */
export const orderCounters = pgTable("order_counters", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull().default(0),
});

export type OrderCarrierSnapshot = { id: number | null; name: string; serviceCode: string };
export type OrderAccessPointSnapshot = { id: number; code: string; name: string; addLine1: string; zipCode: string; city: string; country: string };
export type OrderPickupSnapshot = {
  calendarId: number;
  day: string;
  idSchedule: number;
  start: string;
  end: string;
  label: string;
  address: { id: number; name: string; address: string; addressPart2: string | null; postalCode: string; city: string } | null;
};

/** An order: a snapshot of what was bought, where it goes, and what it costs. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    /** The customer; null once the account is deleted (the order stays, for the books). */
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    customerEmail: text("customer_email").notNull(),
    customerFirstname: text("customer_firstname").notNull().default(""),
    customerLastname: text("customer_lastname").notNull().default(""),
    invoiceNumber: integer("invoice_number").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    deliveryType: text("delivery_type", { enum: ORDER_DELIVERY_TYPES }).notNull(),
    carrier: jsonb("carrier").$type<OrderCarrierSnapshot | null>(),
    accessPoint: jsonb("access_point").$type<OrderAccessPointSnapshot | null>(),
    pickup: jsonb("pickup").$type<OrderPickupSnapshot | null>(),
    pickupBookingId: integer("pickup_booking_id").references(() => pickupBookings.id, { onDelete: "set null" }),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddress | null>(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>().notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discount: jsonb("discount").$type<OrderDiscount | null>(),
    totalProduct: integer("total_product").notNull(),
    totalProductToPay: integer("total_product_to_pay").notNull(),
    discountAmount: integer("discount_amount").notNull().default(0),
    shippingFee: integer("shipping_fee").notNull().default(0),
    shippingDiscount: integer("shipping_discount").notNull().default(0),
    total: integer("total").notNull(),
    /** When the customer confirmed being 18 or older (wine shops). */
    ageConfirmedAt: timestamp("age_confirmed_at", { withTimezone: true, mode: "date" }),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    /**
     * The Stripe PaymentIntent of a CARD order (POST /order/{id}/payment): made once, from the
     * order's total, and used again for every new try; the webhook matches its events against it.
     */
    paymentIntentId: text("payment_intent_id"),
    /**
     * A card payment that succeeded after the order was cancelled (the unpaid-order release gave
     * its stock back): the order stays CANCELLED and the estate was e-mailed to refund it.
     */
    latePaymentAt: timestamp("late_payment_at", { withTimezone: true, mode: "date" }),
    /** Set when the stock of the lines went back to the catalogue (cancel, refund, unpaid): once. */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true, mode: "date" }),
    /** Set when the review request e-mail went out (shop.request-order-review job): once per order. */
    reviewRequestedAt: timestamp("review_requested_at", { withTimezone: true, mode: "date" }),
    /** Set when the « paiement en attente » reminder went out (shop.remind-unpaid-order job): once per order. */
    paymentReminderSentAt: timestamp("payment_reminder_sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_site_invoice_uq").on(t.siteId, t.invoiceNumber),
    uniqueIndex("orders_payment_intent_uq").on(t.paymentIntentId),
    index("orders_site_customer_idx").on(t.siteId, t.customerId, t.createdAt),
    index("orders_site_created_idx").on(t.siteId, t.createdAt),
    check("orders_amounts_ck", sql`${t.total} >= 0 AND ${t.totalProductToPay} >= 0 AND ${t.discountAmount} >= 0 AND ${t.shippingFee} >= ${t.shippingDiscount}`),
  ],
);

/** One line of an order, as it was bought (names, labels, prices, answers): never recomputed. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    declinationId: integer("declination_id").references(() => productDeclinations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    reference: text("reference").notNull(),
    declinationLabel: text("declination_label").notNull(),
    type: text("type", { enum: PRODUCT_TYPES }).notNull(),
    capacity: numeric("capacity", { precision: 8, scale: 3, mode: "number" }),
    capacityUnit: text("capacity_unit", { enum: CAPACITY_UNITS }),
    setQuantity: integer("set_quantity").notNull().default(1),
    isDematerialized: boolean("is_dematerialized").notNull().default(false),
    /** The declination's stock was tracked when ordered: only then is it given back. */
    stockTracked: boolean("stock_tracked").notNull(),
    quantity: integer("quantity").notNull(),
    fixedPrice: integer("fixed_price").notNull(),
    unitPrice: integer("unit_price").notNull(),
    customizationCost: integer("customization_cost").notNull().default(0),
    total: integer("total").notNull(),
    totalToPay: integer("total_to_pay").notNull(),
    customizations: jsonb("customizations").$type<OrderLine["customizations"]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("order_lines_order_idx").on(t.siteId, t.orderId, t.position), check("order_lines_quantity_ck", sql`${t.quantity} > 0`)],
);

/**
 * The customization files an order uses. The cart purge never deletes a file listed here (and the
 * restricting foreign key refuses it if it tried).
 */
export const orderFiles = pgTable(
  "order_files",
  {
    siteId: siteId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => customizationFiles.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] }), index("order_files_file_idx").on(t.fileId)],
);

/** One use of a discount code by an order (per-customer limits count these). */
export const discountCodeUses = pgTable(
  "discount_code_uses",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    discountCodeId: integer("discount_code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("discount_code_uses_customer_idx").on(t.discountCodeId, t.customerId), uniqueIndex("discount_code_uses_order_uq").on(t.orderId)],
);

/**
 * Idempotency keys of POST /order, per site and customer: the key, the hash of the order asked
 * for, and the order it made. A retry with the key gets that order; another body, a 409.
 */
export const orderIdempotencyKeys = pgTable(
  "order_idempotency_keys",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    bodyHash: text("body_hash").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("order_idempotency_keys_uq").on(t.siteId, t.customerId, t.key)],
);
