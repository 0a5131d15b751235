import type { Award, Product } from "@/lib/schemas/shop/product";
import { declinationName } from "./declination-name";

/**
 * schema.org Product of a product sheet, for search engines: name, description, images, sku,
 * brand (the estate), awards, and offers (one per declination: price in euros, availability)
 * unless HIDE_PRODUCT_PRICES hides prices from visitors. Missing values are left out, never
 * invented. Serialise with serializeJsonLd (lib/domain/structured-data.ts).
 */
export interface ProductJsonLdInput {
  product: Product;
  /** The sheet's title (name or appellation first, lib/domain/shop/product-titles.ts). */
  name: string;
  awards: readonly Award[];
  /** The site's origin (https://www.example.fr) and the sheet's canonical path. */
  origin: string;
  path: string;
  brand: string;
  hidePrices: boolean;
}

/** Cents → "12.50" (schema.org prices: a dot, no currency sign). */
function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

function availability(stock: number | null): string {
  return stock === null || stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

export function buildProductJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const { product } = input;
  const url = new URL(input.path, input.origin).toString();
  const images = [...product.images, ...product.declinations.flatMap((d) => (d.image ? [d.image] : []))].map((image) => new URL(image.url, input.origin).toString());
  const offers = product.declinations.map((declination) => ({
    "@type": "Offer",
    sku: declination.reference,
    name: declinationName(declination) || undefined,
    price: euros(declination.price),
    priceCurrency: "EUR",
    availability: availability(declination.quantity),
    url,
    itemCondition: "https://schema.org/NewCondition",
  }));
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#produit`,
    name: input.name,
    description: product.summary || undefined,
    sku: product.reference,
    url,
    image: images.length > 0 ? [...new Set(images)] : undefined,
    brand: { "@type": "Brand", name: input.brand },
    category: product.appellation ?? undefined,
    award: input.awards.length > 0 ? input.awards.map((award) => `${award.distinction}, ${award.name} ${award.year}`) : undefined,
    offers: input.hidePrices ? undefined : offers.length === 1 ? offers[0] : offers,
  };
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
