import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { CatalogueEntry } from "@/lib/domain/shop/product-list";
import type { ContentImage } from "@/lib/schemas/content";
import type { ProductCustomization } from "@/lib/schemas/shop/customization";
import type { Award, Product } from "@/lib/schemas/shop/product";
import { cachedRead, cacheTags } from "@/lib/platform/cache/read-cache";
import { queryAll } from "@/lib/platform/db/query-all";
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
import { imageUrl } from "../image-url";
import { productView } from "./product-view";

/** A site's published catalogue, read once and kept in the read cache (tag `catalogue:<site>`). */
export interface Catalogue {
  entries: readonly CatalogueEntry[];
  byId: ReadonlyMap<number, Product>;
  awards: ReadonlyMap<number, readonly Award[]>;
  customizations: ReadonlyMap<number, readonly ProductCustomization[]>;
  /** Product id → the ids its sheet recommends, in order (not checked against the catalogue). */
  recommendedIds: ReadonlyMap<number, readonly number[]>;
}

/**
 * The published products of a site with everything their sheets show (cached; writers of products,
 * stock or prices invalidate `cacheTags.catalogue`, media edits the content tag).
 */
export function loadCatalogue(db: Database, siteId: number): Promise<Catalogue> {
  return cachedRead(db, `catalogue:${siteId}`, [cacheTags.catalogue(siteId), cacheTags.content(siteId)], () => readCatalogue(db, siteId));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

async function readCatalogue(db: Database, siteId: number): Promise<Catalogue> {
  const productRows = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, siteId), eq(products.isPublished, true)))
    .orderBy(asc(products.position), asc(products.id));
  const ids = productRows.map((row) => row.id);
  if (ids.length === 0) return { entries: [], byId: new Map(), awards: new Map(), customizations: new Map(), recommendedIds: new Map() };

  const [declinationRows, variationRows, awardRows, customizationRows] = await queryAll(db, [
    () =>
      db
        .select()
        .from(productDeclinations)
        .where(and(eq(productDeclinations.siteId, siteId), inArray(productDeclinations.productId, ids))),
    () =>
      db
        .select({ id: variationDetails.id, label: variations.label, displayLabel: variationDetails.label })
        .from(variationDetails)
        .innerJoin(variations, and(eq(variations.id, variationDetails.variationId), eq(variations.siteId, siteId)))
        .where(eq(variationDetails.siteId, siteId)),
    () =>
      db
        .select()
        .from(productAwards)
        .where(and(eq(productAwards.siteId, siteId), inArray(productAwards.productId, ids)))
        .orderBy(asc(productAwards.position), asc(productAwards.id)),
    () =>
      db
        .select()
        .from(productCustomizations)
        .where(and(eq(productCustomizations.siteId, siteId), inArray(productCustomizations.productId, ids)))
        .orderBy(asc(productCustomizations.position), asc(productCustomizations.id)),
  ]);

  const imageIds = [...new Set([...productRows.flatMap((row) => row.imageIds), ...declinationRows.flatMap((row) => (row.imageId === null ? [] : [row.imageId]))])];
  const imageRows = imageIds.length === 0 ? [] : await db.select().from(images).where(and(eq(images.siteId, siteId), inArray(images.id, imageIds)));
  const imageViews = new Map<number, ContentImage>(imageRows.map((image) => [image.id, { id: image.id, alt: image.alt, url: imageUrl(image) }]));
  const variationViews = new Map(variationRows.map((row) => [row.id, { id: row.id, label: row.label, displayLabel: row.displayLabel }]));
  const declinationsByProduct = groupBy(declinationRows, (row) => row.productId);
  const awardsByProduct = groupBy(awardRows, (row) => row.productId);
  const customizationsByProduct = groupBy(customizationRows, (row) => row.productId);

  const entries: CatalogueEntry[] = [];
  for (const row of productRows) {
    const product = productView(row, {
      declinations: declinationsByProduct.get(row.id) ?? [],
      variations: variationViews,
      images: imageViews,
      awardCount: awardsByProduct.get(row.id)?.length ?? 0,
      hasCustomization: customizationsByProduct.has(row.id),
    });
    if (product) entries.push({ product, position: row.position });
  }
  const listed = new Set(entries.map((entry) => entry.product.id));
  return {
    entries,
    recommendedIds: new Map(productRows.filter((row) => listed.has(row.id)).map((row) => [row.id, row.recommendedIds])),
    byId: new Map(entries.map((entry) => [entry.product.id, entry.product])),
    awards: new Map(
      [...awardsByProduct].filter(([id]) => listed.has(id)).map(([id, rows]) => [
        id,
        rows.map((award) => ({ id: award.id, productId: award.productId, name: award.name, year: award.year, distinction: award.distinction, medal: award.medal })),
      ]),
    ),
    customizations: new Map(
      [...customizationsByProduct].filter(([id]) => listed.has(id)).map(([id, rows]) => [
        id,
        rows.map((row) => ({
          id: row.id,
          customization: { id: row.id, label: row.label, type: row.type, costType: row.costType, amount: row.amount, customizationValues: row.fields },
        })),
      ]),
    ),
  };
}
