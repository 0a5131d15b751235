import { formatEuros } from "@/lib/domain/money";
import { freeShippingNudge } from "@/lib/domain/shop/free-shipping-nudge";
import { ALCOHOL_SELLING_MESSAGE, type ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { Cart } from "@/lib/schemas/shop/cart";

export type CartPageSettings = Pick<
  ShopSettings,
  "freeShippingBottles" | "freeShippingCents" | "shippingMessage" | "alcoholMessage" | "hidePercentageDiscount"
>;

/**
 * The cart's totals as the server computed them (totalProduct before discounts, totalProductToPay),
 * the free-shipping nudge (euros or bottles, lib/domain/shop/free-shipping-nudge: none for a cart
 * that ships nothing), SHIPPING_MESSAGE and the health message of DISPLAY_ALCOHOL_SELLING_MESSAGE.
 */
export function CartSummary({ cart, settings }: { cart: Cart; settings: CartPageSettings }) {
  const ships = cart.products.some((line) => !line.isDematerialized && line.hasShippingFees);
  const nudge = ships ? freeShippingNudge(cart, settings) : null;
  return (
    <section aria-labelledby="panier-recapitulatif" className="flex flex-col gap-4 rounded-lg border border-ink/20 p-5">
      <h2 id="panier-recapitulatif" className="font-title text-2xl text-heading">
        Récapitulatif
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between gap-4">
          <dt>
            Prix catalogue ({cart.itemCount} {cart.itemCount > 1 ? "unités" : "unité"})
          </dt>
          <dd>{formatEuros(cart.totalProduct)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink/20 pt-2 text-lg font-semibold">
          <dt>Total des produits{cart.totalProduct > cart.totalProductToPay ? " remisés" : ""}</dt>
          <dd data-testid="panier-total">{formatEuros(cart.totalProductToPay)}</dd>
        </div>
      </dl>
      <p className="text-sm">Frais de livraison calculés à l&apos;étape suivante.</p>
      {nudge ? (
        <div className="flex flex-col gap-2" data-testid="livraison-offerte">
          <p className="font-semibold">{nudge.text}</p>
          <div
            role="progressbar"
            aria-label="Progression vers la livraison offerte"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(Math.min(1, nudge.progress) * 100)}
            className="h-2 overflow-hidden rounded-full bg-ink/15"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(Math.min(1, nudge.progress) * 100)}%` }} />
          </div>
        </div>
      ) : null}
      {settings.shippingMessage ? <p className="text-sm">{settings.shippingMessage}</p> : null}
      {settings.alcoholMessage ? <p className="text-sm font-semibold">{ALCOHOL_SELLING_MESSAGE}</p> : null}
    </section>
  );
}
