import type { Declination } from "@/lib/schemas/shop/product";

/**
 * What a price box shows (cards, product sheet): the price to pay, the crossed-out catalogue price
 * when a discount lowers it, and the saving in percent. Amounts come from the server (cents); this
 * only chooses which of them to show.
 */
export interface PriceDisplay {
  /** Unit price to pay (cents). */
  price: number;
  /** Catalogue price, crossed out; null when nothing is discounted. */
  fixedPrice: number | null;
  /** Whole percent saved (rounded), null when nothing is discounted. */
  percent: number | null;
  /** Several prices exist (declinations): the price is « à partir de ». */
  from: boolean;
}

type PricedDeclination = Pick<Declination, "price" | "fixedPrice">;

/** One declination's price box. */
export function declinationPriceDisplay(declination: PricedDeclination): PriceDisplay {
  const discounted = declination.fixedPrice > declination.price;
  return {
    price: declination.price,
    fixedPrice: discounted ? declination.fixedPrice : null,
    percent: discounted ? Math.round(((declination.fixedPrice - declination.price) * 100) / declination.fixedPrice) : null,
    from: false,
  };
}

/** A product card's price box: its cheapest declination, « à partir de » when prices differ. */
export function productPriceDisplay(product: { declinations: readonly PricedDeclination[] }): PriceDisplay {
  const [first, ...others] = product.declinations;
  if (!first) return { price: 0, fixedPrice: null, percent: null, from: false };
  const cheapest = others.reduce((best, current) => (current.price < best.price ? current : best), first);
  return { ...declinationPriceDisplay(cheapest), from: others.some((declination) => declination.price !== first.price) };
}
