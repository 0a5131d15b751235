import { parseIdSegment } from "@/lib/domain/shop/product-path";
import { ORDER_CONFIRMATION_PREFIX, ORDERS_PATH } from "@/lib/domain/shop/order-paths";

export interface OrderPageLookups {
  /** The site sells online (site info `isECommerce`). */
  shopEnabled: () => Promise<boolean>;
  /** The visitor sent a session cookie (else the page sends them to the login page). */
  loggedIn: boolean;
  /** GET /order/{id} with the visitor's session gives the order (false: another customer's, another site's, unknown). */
  orderExists: (id: number) => Promise<boolean>;
}

const segmentsOf = (path: string) => path.split("/").filter((segment) => segment !== "");
const CONFIRMATION = segmentsOf(ORDER_CONFIRMATION_PREFIX);
const ORDERS = segmentsOf(ORDERS_PATH);

/** The segment after `prefix` (undefined for the prefix itself) and those after it; null for a path not under `prefix`. */
function idUnder(segments: string[], prefix: string[]): { id: string | undefined; rest: string[] } | null {
  if (segments.length < prefix.length || prefix.some((part, i) => segments[i] !== part)) return null;
  return { id: segments[prefix.length], rest: segments.slice(prefix.length + 1) };
}

/**
 * True when an order page must answer 404 (the proxy then renders the server-side 404 page with
 * the site's chrome, as for the shop's other paths): `/commande/confirmation/…` and
 * `/mon-compte/commandes…` on a site that does not sell; a confirmation or detail whose id is
 * malformed or designates no order of the logged visitor (another customer's or site's); other
 * depths. A visitor without a session is left to the page (login with a return path); the invoice
 * route (`…/{id}/facture`) answers its own 404. Other paths: false, without any lookup.
 */
export async function isMissingOrderPage(pathname: string, lookups: OrderPageLookups): Promise<boolean> {
  const segments = segmentsOf(pathname);
  const confirmation = idUnder(segments, CONFIRMATION);
  const account = confirmation ? null : idUnder(segments, ORDERS);
  const match = confirmation ?? account;
  if (!match) return false;
  if (!(await lookups.shopEnabled())) return true;
  // « Mes commandes » itself; the confirmation path needs an id.
  if (match.id === undefined) return confirmation !== null;
  if (account && match.rest.length === 1 && match.rest[0] === "facture") return false;
  const id = parseIdSegment(match.id);
  if (id === null || match.rest.length > 0) return true;
  return lookups.loggedIn ? !(await lookups.orderExists(id)) : false;
}
