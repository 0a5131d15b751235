"use client";
import { useEffect, useId, useRef } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { formatEuros } from "@/lib/domain/money";
import { CartMessageBanner } from "./cart-message";
import { useLoadedCart } from "./use-loaded-cart";
import { CART_PAGE_PATH, SHOP_PATH } from "@/lib/domain/shop/product-path";

/**
 * The header's cart preview (loaded on demand by CartButton): the lines with their quantity and
 * amount, the total to pay, and the way to the cart page. A non-modal panel: Escape or a click
 * outside closes it (CartButton); opened by the visitor, it takes the focus on its title.
 */
export function CartPreview({ id, takeFocus, onClose }: { id: string; takeFocus: boolean; onClose: () => void }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { cart, status } = useLoadedCart();
  useEffect(() => {
    if (takeFocus) titleRef.current?.focus();
  }, [takeFocus]);

  const lines = cart?.products ?? [];
  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-2 top-2 z-50 flex max-h-[calc(100vh-6rem)] flex-col gap-3 overflow-y-auto rounded-lg border border-ink/20 bg-surface p-4 text-start text-base normal-case tracking-normal text-ink shadow-xl sm:inset-x-auto sm:right-4 sm:top-20 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="font-title text-xl text-heading">
          Votre panier
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="grid size-11 place-items-center rounded-full text-2xl leading-none hover:bg-ink/10"
          aria-label="Fermer l'aperçu du panier"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <CartMessageBanner />
      {status !== "ready" && !cart ? (
        <p aria-live="polite">Chargement du panier…</p>
      ) : lines.length === 0 ? (
        <>
          <p>Votre panier est vide.</p>
          <SiteLink href={SHOP_PATH} className="font-semibold text-link underline" onClick={onClose}>
            Découvrir la boutique
          </SiteLink>
        </>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-ink/15">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3 py-2">
                {line.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the site's own /images route
                  <img src={line.image.url} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded object-cover" />
                ) : (
                  <span aria-hidden="true" className="size-12 shrink-0 rounded bg-ink/10" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{line.name}</p>
                  {line.declinationLabel ? <p className="truncate text-sm">{line.declinationLabel}</p> : null}
                  <p className="text-sm">
                    Quantité : {line.quantity} × {formatEuros(line.unitPrice)}
                  </p>
                </div>
                <p className="shrink-0 font-semibold">{formatEuros(line.totalToPay)}</p>
              </li>
            ))}
          </ul>
          <p className="flex items-baseline justify-between border-t border-ink/20 pt-3 font-semibold">
            <span>Total ({cart!.itemCount} {cart!.itemCount > 1 ? "articles" : "article"})</span>
            <span className="text-lg">{formatEuros(cart!.totalProductToPay)}</span>
          </p>
          <SiteLink
            href={CART_PAGE_PATH}
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90"
          >
            Voir mon panier
          </SiteLink>
        </>
      )}
    </div>
  );
}
