"use client";
import { SiteLink } from "@/components/ui/site-link";
import { CartLine } from "./cart-line";
import { CartMessageBanner } from "./cart-message";
import { useLoadedCart } from "./use-loaded-cart";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import { CHECKOUT_PATH } from "@/lib/domain/shop/checkout-steps";
import { CartSummary, type CartPageSettings } from "./cart-summary";

const SHOP_LINK = "inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90";

/**
 * The cart page's content: loading, empty and filled states, the cart message, the lines and the
 * summary, and « Commander » to the checkout (/commande).
 */
export function CartView({ settings, titleId }: { settings: CartPageSettings; titleId: string }) {
  const { cart, status } = useLoadedCart();

  // After a removal the focus goes back to the page title (the line and its button are gone).
  const focusTitle = () => window.setTimeout(() => document.getElementById(titleId)?.focus(), 0);

  const loading = status !== "ready" && !cart;
  const lines = cart?.products ?? [];
  return (
    // The same height while loading and once loaded (about a screen): the lines arrive after the
    // first paint and must not push the footer into view (layout shift, Lighthouse CLS).
    <div className="mt-6 flex min-h-[max(16rem,calc(100svh-14rem))] flex-col gap-6" aria-busy={loading || undefined}>
      <CartMessageBanner />
      {loading ? (
        <p aria-live="polite">Chargement de votre panier…</p>
      ) : lines.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg">Votre panier est vide.</p>
          <SiteLink href={SHOP_PATH} className={SHOP_LINK}>
            Découvrir la boutique
          </SiteLink>
        </div>
      ) : (
        <div className="grid items-start gap-8 md:grid-cols-[1fr_20rem]">
          <ul aria-label="Articles du panier" className="flex flex-col divide-y divide-ink/15 border-y border-ink/15">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} settings={settings} onRemoved={focusTitle} />
            ))}
          </ul>
          <div className="flex flex-col gap-4">
            <CartSummary cart={cart!} settings={settings} />
            <SiteLink href={CHECKOUT_PATH} className={SHOP_LINK} data-testid="panier-commander">
              Commander
            </SiteLink>
            <SiteLink href={SHOP_PATH} className="text-link underline">
              Continuer mes achats
            </SiteLink>
          </div>
        </div>
      )}
    </div>
  );
}
