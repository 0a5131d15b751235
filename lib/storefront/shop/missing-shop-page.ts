import { CHECKOUT_PATH } from "@/lib/domain/shop/checkout-steps";
import { ORDER_CONFIRMATION_PREFIX } from "@/lib/domain/shop/order-paths";
import { CART_PAGE_PATH, parseIdSegment, SHOP_PATH } from "@/lib/domain/shop/product-path";

export interface ShopLookups {
  /** The site sells online (site info `isECommerce`). */
  shopEnabled: () => Promise<boolean>;
  /** GET /product/{id} of the site answers a product. */
  productExists: (id: number) => Promise<boolean>;
}

/**
 * True when a shop path must answer 404 (the proxy then renders the server-side 404 page, not the
 * empty shell a notFound() thrown while rendering gives): any /boutique path, /panier and /commande
 * (with the pages under it) on a site that does not sell, any other path under /panier and /commande
 * (an order's confirmation excepted), a product sheet whose id is malformed or not one of the site's products. The technical
 * sheet route answers its own 404. Other paths: false, without any lookup.
 */
export async function isMissingShopPage(pathname: string, lookups: ShopLookups): Promise<boolean> {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  // The cart page: only on a site that sells, and nothing under it.
  if (segments[0] === CART_PAGE_PATH.slice(1)) return segments.length > 1 || !(await lookups.shopEnabled());
  // The checkout: only on a site that sells; under it, only an order's confirmation (missing-order-page decides on it).
  if (segments[0] === CHECKOUT_PATH.slice(1)) {
    if (segments.length > 1 && `/${segments.slice(0, 2).join("/")}` !== ORDER_CONFIRMATION_PREFIX) return true;
    return !(await lookups.shopEnabled());
  }
  if (segments[0] !== SHOP_PATH.slice(1)) return false;
  if (segments.length > 3 && segments[3] === "fiche-technique") return false;
  if (!(await lookups.shopEnabled())) return true;
  if (segments.length === 1) return false;
  if (segments.length !== 3) return true;
  const id = parseIdSegment(segments[2]!);
  return id === null || !(await lookups.productExists(id));
}
