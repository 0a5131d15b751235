import type { Product } from "@/lib/schemas/shop/product";

/**
 * The title and subtitle of a product (cards, sheet, JSON-LD name): the wine's name over its
 * appellation, or the other way round with SWITCH_WINE_NAME_AND_APPELLATION. A product without
 * an appellation is titled by its name alone.
 */
export function productTitles(product: Pick<Product, "name" | "appellation">, appellationFirst: boolean): { title: string; subtitle: string | null } {
  const appellation = product.appellation?.trim() || null;
  if (!appellation || appellation === product.name) return { title: product.name, subtitle: null };
  return appellationFirst ? { title: appellation, subtitle: product.name } : { title: product.name, subtitle: appellation };
}
