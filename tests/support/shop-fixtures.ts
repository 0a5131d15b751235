import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import { getDb } from "@/lib/platform/db/client";
import { cartProducts, carts, customizationFiles, productCustomizations, productDeclinations, products, sites, type StoredDiscount } from "@/lib/platform/db/schema";
import { hashCartToken, newCartToken } from "@/lib/platform/services/shop/cart-token";
import { findPickupCalendar } from "@/lib/platform/services/shop/find-pickup-calendar";
import { listPickupDays } from "@/lib/platform/services/shop/list-pickup-days";
import { listPickupSchedules } from "@/lib/platform/services/shop/list-pickup-schedules";
import { getImageStorage } from "@/lib/platform/storage/get-image-storage";
import type { CustomizationField } from "@/lib/schemas/shop/customization";
import type { DecreasingDiscount, ProductType } from "@/lib/schemas/shop/product";

/**
 * Products of the shop tests, inserted straight into the test database (the site-70 seed is not
 * relied on): a product with its declinations and customizations, all of one site.
 */

let counter = 0;

export interface DeclinationFixture {
  fixedPrice: number;
  stock?: number | null;
  sellByMultipleOf?: number;
  setQuantity?: number;
  capacity?: number | null;
  capacityUnit?: "LITER" | "CENTILITRE" | null;
  year?: number | null;
  discount?: StoredDiscount | null;
}

export interface CustomizationFixture {
  label: string;
  costType: "EURO" | "PERCENT" | "NONE";
  amount: number;
  fields: (Partial<CustomizationField> & Pick<CustomizationField, "key" | "inputType">)[];
}

export interface ProductFixture {
  siteId: number;
  type?: ProductType;
  name?: string;
  isPublished?: boolean;
  isDematerialized?: boolean;
  hasShippingFees?: boolean;
  discount?: StoredDiscount | null;
  decreasingDiscounts?: DecreasingDiscount[];
  declinations?: DeclinationFixture[];
  customizations?: CustomizationFixture[];
}

export interface InsertedProduct {
  id: number;
  type: ProductType;
  declinationIds: number[];
  customizationIds: number[];
}

/** Inserts a product (one 75 cl bottle at 12,50 € by default, stock 50) and returns its ids. */
export async function insertProduct(fixture: ProductFixture): Promise<InsertedProduct> {
  const db = await getDb();
  counter += 1;
  const type = fixture.type ?? "WINE";
  const name = fixture.name ?? `Cuvée d'essai ${counter}`;
  const [product] = await db
    .insert(products)
    .values({
      siteId: fixture.siteId,
      name,
      slug: `cuvee-essai-${counter}`,
      reference: `TEST-${process.pid}-${counter}`,
      type,
      subtype: type === "OTHER" ? null : "BOTTLE",
      isPublished: fixture.isPublished ?? true,
      isDematerialized: fixture.isDematerialized ?? false,
      hasShippingFees: fixture.hasShippingFees ?? true,
      discount: fixture.discount ?? null,
      decreasingDiscounts: fixture.decreasingDiscounts ?? [],
    })
    .returning({ id: products.id });
  const declinations = fixture.declinations ?? [{ fixedPrice: 1250 }];
  const declinationRows = await db
    .insert(productDeclinations)
    .values(
      declinations.map((d, index) => ({
        siteId: fixture.siteId,
        productId: product!.id,
        reference: `TEST-${process.pid}-${counter}-${index}`,
        year: d.year === undefined ? (type === "WINE" ? 2021 : null) : d.year,
        capacity: d.capacity === undefined ? (type === "OTHER" ? null : 75) : d.capacity,
        capacityUnit: d.capacityUnit === undefined ? (type === "OTHER" ? null : ("CENTILITRE" as const)) : d.capacityUnit,
        fixedPrice: d.fixedPrice,
        stock: d.stock === undefined ? 50 : d.stock,
        setQuantity: d.setQuantity ?? 1,
        sellByMultipleOf: d.sellByMultipleOf ?? 1,
        discount: d.discount ?? null,
        position: index,
      })),
    )
    .returning({ id: productDeclinations.id });
  const customizationRows =
    fixture.customizations && fixture.customizations.length > 0
      ? await db
          .insert(productCustomizations)
          .values(
            fixture.customizations.map((c, index) => ({
              siteId: fixture.siteId,
              productId: product!.id,
              label: c.label,
              type: c.fields.length > 1 ? ("DYNAMIC_FORM" as const) : ("SIMPLE" as const),
              costType: c.costType,
              amount: c.amount,
              fields: c.fields.map((f) => ({
                key: f.key,
                label: f.label ?? f.key,
                inputType: f.inputType,
                required: f.required ?? false,
                textNumberOfChar: f.textNumberOfChar ?? null,
                selectKey: f.selectKey ?? [],
                help: f.help ?? null,
              })),
              position: index,
            })),
          )
          .returning({ id: productCustomizations.id })
      : [];
  // As a catalogue writer does: the cached catalogue (shipping fees, orders) sees the new product.
  invalidateTags(cacheTags.catalogue(fixture.siteId));
  return { id: product!.id, type, declinationIds: declinationRows.map((row) => row.id), customizationIds: customizationRows.map((row) => row.id) };
}

/**
 * Turns a site's shop on or off (sites.is_ecommerce) and drops the cached site row. The isolation
 * tests turn site 69's shop on, so that what keeps 70's rows from 69 is the queries' site scope,
 * not the shop-off guard in front of them.
 */
export async function setShopOn(siteId: number, on: boolean): Promise<void> {
  const db = await getDb();
  await db.update(sites).set({ isECommerce: on }).where(eq(sites.id, siteId));
  invalidateTags(cacheTags.site(siteId));
}

export interface CartFixture {
  siteId: number;
  /** A customer's cart; a guest cart when absent. */
  customerId?: number;
  updatedAt: Date;
  /** One line of quantity 1 per declination. */
  declinations?: { productId: number; declinationId: number }[];
}

/** Inserts a cart with its lines, last written at `updatedAt`; returns its row id and token. */
export async function insertCart(fixture: CartFixture): Promise<{ id: number; token: string }> {
  const db = await getDb();
  const token = newCartToken();
  const [cart] = await db
    .insert(carts)
    .values({ siteId: fixture.siteId, tokenHash: hashCartToken(token), customerId: fixture.customerId ?? null, createdAt: fixture.updatedAt, updatedAt: fixture.updatedAt })
    .returning({ id: carts.id });
  const lines = fixture.declinations ?? [];
  if (lines.length > 0) {
    await db.insert(cartProducts).values(lines.map((line) => ({ siteId: fixture.siteId, cartId: cart!.id, productId: line.productId, declinationId: line.declinationId, quantity: 1 })));
  }
  return { id: cart!.id, token };
}

/**
 * An uploaded customization file: a small PDF written through the process's storage adapter and
 * its row (of `cartId`, or of no cart), created at `createdAt`.
 */
export async function insertCustomizationFile(fixture: { siteId: number; cartId: number | null; createdAt: Date }): Promise<{ id: number; storageKey: string }> {
  const db = await getDb();
  const storageKey = `customization-${randomUUID()}.pdf`;
  const bytes = new TextEncoder().encode("%PDF-1.7\n%%EOF\n");
  await getImageStorage().write(fixture.siteId, storageKey, bytes);
  const [row] = await db
    .insert(customizationFiles)
    .values({ siteId: fixture.siteId, cartId: fixture.cartId, storageKey, mediaType: "application/pdf", byteSize: bytes.length, originalName: "etiquette.pdf", createdAt: fixture.createdAt })
    .returning({ id: customizationFiles.id });
  return { id: row!.id, storageKey };
}

/**
 * A click-and-collect slot with room left, on the site's second bookable pickup day (the first may
 * lose its slots to the 24 h notice while the tests run); months in Paris time, December → January.
 */
export async function findPickupSlot(siteId: number): Promise<{ day: string; idSchedule: number }> {
  const db = await getDb();
  const calendar = (await findPickupCalendar(db, siteId))!;
  const now = new Date();
  const month = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", month: "numeric" }).format(now));
  const year = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Paris", year: "numeric" }).format(now));
  let days = (await listPickupDays(db, siteId, calendar, month, year, now)).days;
  if (days.length < 2) days = [...days, ...(await listPickupDays(db, siteId, calendar, month === 12 ? 1 : month + 1, month === 12 ? year + 1 : year, now)).days];
  const day = days[1] ?? days[0]!;
  const schedule = (await listPickupSchedules(db, siteId, calendar, day, now)).schedules.find((s) => s.remaining > 0)!;
  return { day, idSchedule: schedule.idSchedule };
}
