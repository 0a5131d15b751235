import "server-only";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { discountedUnitPrice, effectiveDiscount } from "@/lib/domain/shop/unit-price";
import type { ContentImage } from "@/lib/schemas/content";
import type { Declination, Discount, Product } from "@/lib/schemas/shop/product";
import type { productDeclinations, products, StoredDiscount } from "@/lib/platform/db/schema";

type ProductRow = typeof products.$inferSelect;
type DeclinationRow = typeof productDeclinations.$inferSelect;
type VariationView = NonNullable<Declination["variation1"]>;

/** What a product's view needs besides its row, all of the same site. */
export interface ProductViewParts {
  declinations: readonly DeclinationRow[];
  /** Variation detail id → the variation's name and the detail's label. */
  variations: ReadonlyMap<number, VariationView>;
  images: ReadonlyMap<number, ContentImage>;
  awardCount: number;
  hasCustomization: boolean;
}

/** A stored discount as the contract gives it; its id is the row's own (product or declination). */
function discountView(stored: StoredDiscount | null, id: number): Discount | null {
  return stored ? { id, type: stored.type, amount: stored.amount, detailType: stored.detailType, label: stored.label } : null;
}

function declinationView(row: DeclinationRow, product: ProductRow, parts: ProductViewParts): Declination {
  const variation = (detailId: number | null) => (detailId === null ? null : (parts.variations.get(detailId) ?? null));
  const discount = discountView(row.discount, row.id);
  return {
    id: row.id,
    reference: row.reference,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    fixedPrice: row.fixedPrice,
    // Declination discount over product discount (SPEC §3), PRODUCT ones only lower the price.
    price: discountedUnitPrice(row.fixedPrice, effectiveDiscount(row.discount, product.discount)),
    quantity: row.stock,
    setQuantity: row.setQuantity,
    sellByMultipleOf: row.sellByMultipleOf,
    variation1: variation(row.variation1Id),
    variation2: variation(row.variation2Id),
    variation3: variation(row.variation3Id),
    discount,
    image: row.imageId === null ? null : (parts.images.get(row.imageId) ?? null),
  };
}

/** A product row and its parts as GET /product gives it; null when it has no declination to buy. */
export function productView(row: ProductRow, parts: ProductViewParts): Product | null {
  const declinations = [...parts.declinations]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((declination) => declinationView(declination, row, parts));
  if (declinations.length === 0) return null;
  const stocks = declinations.map((d) => d.quantity);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    reference: row.reference,
    type: { type: row.type },
    subtypeType: row.subtype,
    summary: row.summary,
    description: sanitizeRichHtml(row.description),
    appellation: row.appellation,
    region: row.region,
    colour: row.colour,
    grapeVarieties: row.grapeVarieties,
    features: row.features,
    tags: row.tags,
    isDematerialized: row.isDematerialized,
    hasShippingFees: row.hasShippingFees,
    price: Math.min(...declinations.map((d) => d.price)),
    quantity: stocks.some((stock) => stock === null) ? null : stocks.reduce<number>((sum, stock) => sum + (stock ?? 0), 0),
    discount: discountView(row.discount, row.id),
    decreasingDiscounts: [...row.decreasingDiscounts].sort((a, b) => a.minQuantity - b.minQuantity),
    declinations,
    images: row.imageIds.flatMap((id) => {
      const image = parts.images.get(id);
      return image ? [image] : [];
    }),
    mealIcons: row.mealIconIds,
    nutrition: row.nutrition,
    hasCustomization: parts.hasCustomization,
    awardCount: parts.awardCount,
  };
}
