import type { ShopSettings } from "./shop-settings";

export interface StockLabel {
  text: string;
  tone: "in-stock" | "low" | "out";
}

/**
 * What a product card, a product sheet and a cart line say of the stock: the site's labels, and
 * « Plus que N en stock » at or below STOCK_LIMIT_DISPLAY. `stock` null means not tracked.
 */
export function stockLabel(
  stock: number | null,
  settings: Pick<ShopSettings, "stockLimitDisplay" | "inStockLabel" | "notInStockLabel">,
): StockLabel {
  if (stock === null) return { text: settings.inStockLabel, tone: "in-stock" };
  if (stock <= 0) return { text: settings.notInStockLabel, tone: "out" };
  if (settings.stockLimitDisplay > 0 && stock <= settings.stockLimitDisplay) {
    return { text: stock === 1 ? "Plus qu'un seul en stock" : `Plus que ${stock} en stock`, tone: "low" };
  }
  return { text: settings.inStockLabel, tone: "in-stock" };
}
