import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { normaliseTag } from "@/lib/domain/service-tags";
import { mealIconId } from "@/lib/domain/shop/meal-icons";
import { customizationFieldSchema } from "@/lib/schemas/shop/customization";
import { nutritionSchema } from "@/lib/schemas/shop/product";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import {
  images,
  productAwards,
  productCustomizations,
  productDeclinations,
  products,
  variationDetails,
  variations,
} from "@/lib/platform/db/schema";
import { SEED_IMAGE_TYPE } from "./seed-assets";
import { seedImageValues } from "./seed-image-values";
import type { SeedDeclination, SeedProduct } from "./shop-types";
import type { SeedSite } from "./types";

/** « 75 cl », « 37,5 cl », « 150 cl »: a capacity as the « Contenance » variation names it. */
export function capacityDetailLabel(capacity: number, unit: "LITER" | "CENTILITRE"): string {
  const centilitres = unit === "LITER" ? Math.round(capacity * 1000) / 10 : capacity;
  return `${String(centilitres).replace(".", ",")} cl`;
}

/** The variations of a declination: explicit ones, else « Millésime » and « Contenance » of a wine. */
function declinationVariations(declination: SeedDeclination): [string, string][] {
  if (declination.variations) return declination.variations;
  const own: [string, string][] = [];
  if (declination.year !== null) own.push(["Millésime", String(declination.year)]);
  if (declination.capacity !== null && declination.capacityUnit !== null) {
    own.push(["Contenance", capacityDetailLabel(declination.capacity, declination.capacityUnit)]);
  }
  return own;
}

/** Detail ids by « variation label / detail label », creating the variations and details the catalogue needs. */
async function ensureVariations(db: Database, siteId: number, wanted: readonly [string, string][]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const labels = [...new Set(wanted.map(([label]) => label))];
  for (const label of labels) {
    let [variation] = await db.select().from(variations).where(and(eq(variations.siteId, siteId), eq(variations.label, label))).limit(1);
    if (!variation) {
      const existing = await db.select({ id: variations.id }).from(variations).where(eq(variations.siteId, siteId));
      [variation] = await db.insert(variations).values({ siteId, label, order: existing.length }).returning();
    }
    const details = await db.select().from(variationDetails).where(and(eq(variationDetails.siteId, siteId), eq(variationDetails.variationId, variation!.id)));
    const missing = [...new Set(wanted.filter(([l]) => l === label).map(([, detail]) => detail))].filter((detail) => !details.some((d) => d.label === detail));
    const added =
      missing.length === 0
        ? []
        : await db
            .insert(variationDetails)
            .values(missing.map((detail, i) => ({ siteId, variationId: variation!.id, label: detail, order: details.length + i })))
            .returning();
    for (const detail of [...details, ...added]) ids.set(`${label}/${detail.label}`, detail.id);
  }
  return ids;
}

/** The image row of a shipped asset: the existing one when an earlier seed registered it. */
async function registerImage(db: Database, seed: SeedSite, file: string, alt: string): Promise<number> {
  const externalId = `${seed.assetsFolder}/${file}`;
  const [existing] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.siteId, seed.id), eq(images.externalType, SEED_IMAGE_TYPE), eq(images.externalId, externalId)))
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(images).values(await seedImageValues(seed, file, alt)).returning({ id: images.id });
  return row!.id;
}

/**
 * Writes a sample site's catalogue when it has no product yet (idempotent; also brings the shop to
 * a site seeded before it existed): variations it needs, images, products, declinations, awards,
 * customizations, then the recommended products by reference.
 */
export async function seedShop(db: Database, seed: SeedSite): Promise<boolean> {
  const catalogue = seed.products ?? [];
  if (catalogue.length === 0) return false;
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.siteId, seed.id)).limit(1);
  if (existing) return false;

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const siteId = seed.id;
    const detailIds = await ensureVariations(t, siteId, catalogue.flatMap((p) => p.declinations.flatMap(declinationVariations)));
    const ids = new Map<string, number>();
    for (const [position, product] of catalogue.entries()) {
      const imageId = await registerImage(t, seed, product.image.file, product.image.alt);
      const [row] = await t
        .insert(products)
        .values(productRow(siteId, product, imageId, position))
        .returning({ id: products.id });
      ids.set(product.reference, row!.id);
      for (const [index, declination] of product.declinations.entries()) {
        const variationIds = declinationVariations(declination).map(([label, detail]) => detailIds.get(`${label}/${detail}`) ?? null);
        if (variationIds.length > 3) throw new Error(`Declination ${declination.reference} has more than three variations`);
        const declinationImage = declination.imageFile ? await registerImage(t, seed, declination.imageFile, product.image.alt) : null;
        await t.insert(productDeclinations).values({
          siteId,
          productId: row!.id,
          reference: declination.reference,
          year: declination.year,
          capacity: declination.capacity,
          capacityUnit: declination.capacityUnit,
          fixedPrice: declination.fixedPrice,
          stock: declination.stock,
          setQuantity: declination.setQuantity ?? 1,
          sellByMultipleOf: declination.sellByMultipleOf ?? 1,
          variation1Id: variationIds[0] ?? null,
          variation2Id: variationIds[1] ?? null,
          variation3Id: variationIds[2] ?? null,
          discount: declination.discount ?? null,
          imageId: declinationImage,
          position: index,
        });
      }
      if (product.awards?.length) {
        await t.insert(productAwards).values(product.awards.map((award, index) => ({ ...award, siteId, productId: row!.id, position: index })));
      }
      if (product.customizations?.length) {
        await t.insert(productCustomizations).values(
          product.customizations.map((customization, index) => ({
            ...customization,
            fields: customization.fields.map((field) => customizationFieldSchema.parse(field)),
            siteId,
            productId: row!.id,
            position: index,
          })),
        );
      }
    }
    for (const product of catalogue) {
      if (!product.recommended?.length) continue;
      const recommendedIds = product.recommended.map((reference) => {
        const id = ids.get(reference);
        if (id === undefined) throw new Error(`Unknown recommended product ${reference}`);
        return id;
      });
      await t.update(products).set({ recommendedIds }).where(and(eq(products.siteId, siteId), inArray(products.id, [ids.get(product.reference)!])));
    }
  });
  invalidateTags(cacheTags.catalogue(seed.id));
  return true;
}

function productRow(siteId: number, product: SeedProduct, imageId: number, position: number): typeof products.$inferInsert {
  return {
    siteId,
    name: product.name,
    slug: product.slug,
    reference: product.reference,
    type: product.type,
    subtype: product.subtype ?? null,
    summary: product.summary,
    description: sanitizeRichHtml(product.description),
    appellation: product.appellation ?? null,
    region: product.region ?? null,
    colour: product.colour ?? null,
    grapeVarieties: product.grapeVarieties ?? [],
    features: product.features ?? [],
    tags: [...new Set((product.tags ?? []).map(normaliseTag))],
    isDematerialized: product.isDematerialized ?? false,
    hasShippingFees: product.hasShippingFees ?? true,
    discount: product.discount ?? null,
    decreasingDiscounts: product.decreasingDiscounts ?? [],
    imageIds: [imageId],
    mealIconIds: (product.mealIcons ?? []).map(mealIconId),
    nutrition: product.nutrition ? nutritionSchema.parse(product.nutrition) : null,
    isPublished: product.isPublished ?? true,
    position,
  };
}
