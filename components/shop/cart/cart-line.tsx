"use client";
import { useEffect, useId, useRef, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { CartProduct } from "@/lib/schemas/shop/cart";
import { ProductPrice } from "@/components/shop/product/product-price";
import { declinationPriceDisplay } from "@/lib/domain/shop/price-display";
import { useCartStore } from "@/stores/shop/cart-store";
import { CustomizationFileLink } from "./customization-file-link";
import { QuantityStepper } from "./quantity-stepper";
import { productPath } from "@/lib/domain/shop/product-path";
import { DiscountedAmount } from "@/components/shop/discounted-amount";

/** How long the stepper waits for more clicks before the quantity is sent (ms). */
const QUANTITY_SEND_DELAY = 500;

const SECONDARY =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-primary px-4 py-2 font-semibold text-ink hover:bg-primary/10 disabled:opacity-60";

/**
 * One line of the cart page: picture, name, declination, customization answers, unit price
 * (crossed-out catalogue price when discounted), quantity stepper (PUT, sent once the clicks
 * pause), line total, and removal after a confirmation (DELETE).
 */
export function CartLine({
  line,
  settings,
  onRemoved,
}: {
  line: CartProduct;
  settings: Pick<ShopSettings, "hidePercentageDiscount">;
  onRemoved: () => void;
}) {
  const id = useId();
  const busy = useCartStore((state) => state.busyLines.includes(line.id));
  const changeQuantity = useCartStore((state) => state.changeQuantity);
  const removeLine = useCartStore((state) => state.removeLine);
  const [quantity, setQuantity] = useState(line.quantity);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<number | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  // The server's quantity wins once it answered (refused quantities come back to it).
  const [serverQuantity, setServerQuantity] = useState(line.quantity);
  if (serverQuantity !== line.quantity) {
    setServerQuantity(line.quantity);
    setQuantity(line.quantity);
  }
  useEffect(() => () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
  }, []);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  function onQuantity(next: number) {
    setQuantity(next);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      timer.current = null;
      const ok = await changeQuantity(line, next);
      if (!ok) setQuantity(useCartStore.getState().cart?.products.find((item) => item.id === line.id)?.quantity ?? line.quantity);
    }, QUANTITY_SEND_DELAY);
  }

  async function remove() {
    if (await removeLine(line)) onRemoved();
    else setConfirming(false);
  }

  const productHref = productPath({ id: line.idProduct, slug: line.slug, name: line.name });
  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr_auto]" aria-busy={busy || undefined} aria-labelledby={`${id}-nom`}>
      {line.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the site's own /images route
        <img src={line.image.url} alt="" width={96} height={96} loading="lazy" className="size-[4.5rem] rounded-md object-cover sm:size-24" />
      ) : (
        <span aria-hidden="true" className="size-[4.5rem] rounded-md bg-ink/10 sm:size-24" />
      )}
      <div className="min-w-0">
        <h2 id={`${id}-nom`} className="text-lg font-semibold">
          <SiteLink href={productHref} className="text-ink underline-offset-4 hover:underline">
            {line.name}
          </SiteLink>
        </h2>
        {line.declinationLabel ? <p className="text-sm">{line.declinationLabel}</p> : null}
        {line.customizations.length > 0 ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {line.customizations.map((answer) => (
              <div key={`${answer.id}.${answer.key}`} className="contents">
                <dt className="font-semibold">{answer.label} :</dt>
                <dd className="min-w-0 break-words">
                  {answer.fileUrl ? <CustomizationFileLink url={answer.fileUrl} name={answer.value} /> : answer.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="mt-2 text-sm">
          <span className="sr-only">Prix unitaire : </span>
          <ProductPrice
            display={declinationPriceDisplay({ price: line.unitPrice, fixedPrice: line.fixedPrice + line.customizationCost })}
            hidePercentage={settings.hidePercentageDiscount}
          />
        </div>
      </div>
      <div className="col-span-2 flex flex-wrap items-end justify-between gap-4 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end">
        <QuantityStepper
          value={quantity}
          onChange={onQuantity}
          rule={{ type: line.type, sellByMultipleOf: line.sellByMultipleOf, stock: line.stock }}
          label={`Quantité de ${line.name}`}
          hideLabel
        />
        <p className="text-lg font-semibold">
          <span className="sr-only">Total de la ligne : </span>
          <DiscountedAmount toPay={line.totalToPay} before={line.total} />
        </p>
        {confirming ? (
          <div role="group" aria-label={`Retirer ${line.name} du panier ?`} className="flex flex-wrap items-center gap-2">
            <p className="w-full text-sm font-semibold sm:text-end">Retirer cet article du panier ?</p>
            <button type="button" className={SECONDARY} onClick={remove} disabled={busy}>
              {busy ? "Retrait…" : "Oui, retirer"}
            </button>
            <button
              ref={cancelRef}
              type="button"
              className={SECONDARY}
              onClick={() => {
                setConfirming(false);
                window.setTimeout(() => removeRef.current?.focus(), 0);
              }}
            >
              Annuler
            </button>
          </div>
        ) : (
          <button
            ref={removeRef}
            type="button"
            className="min-h-11 text-link underline"
            onClick={() => setConfirming(true)}
            aria-label={`Retirer ${line.name} du panier`}
          >
            Retirer
          </button>
        )}
      </div>
    </li>
  );
}
