"use client";
import { FormAlert } from "@/components/account/form-alert";
import { SiteLink } from "@/components/ui/site-link";
import { expeditionBlocksCheckout } from "@/lib/domain/shop/checkout-delivery";
import type { ExpeditionProblem } from "@/lib/domain/shop/expedition-limits";
import { formatEuros } from "@/lib/domain/money";
import { CART_PAGE_PATH } from "@/lib/domain/shop/product-path";
import { ALCOHOL_SELLING_MESSAGE } from "@/lib/domain/shop/shop-settings";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import type { StepProps } from "./checkout-types";
import { DiscountForm } from "./discount-form";
import { NextButton } from "./step-actions";
import { useOrderCheck } from "./use-order-check";

export const EXPEDITION_MESSAGE_ID = "commande-expedition";

/**
 * Step 1: the cart as the server computed it (lines, totals), the discount code, and the
 * expedition limits: a bottle count that cannot ship says how many bottles to add or remove, and
 * keeps the customer here unless the order can be collected at the estate.
 */
export function CartStep({ cart, settings, errors, onServerErrors, goTo, expedition, pickupAvailable }: StepProps & { expedition: ExpeditionProblem | null; pickupAvailable: boolean }) {
  const discount = useDeliveryStore((state) => state.discount);
  const { check, pending, alert } = useOrderCheck("panier", onServerErrors);
  const blocked = expeditionBlocksCheckout(expedition, { deliveryLocked: settings.deliveryLocked, clickAndCollect: pickupAvailable });
  const lineErrors = Object.entries(errors).filter(([field]) => field.startsWith("products."));
  const otherErrors = Object.entries(errors).filter(([field]) => field === "idCart");

  async function next() {
    if (pending || blocked) return;
    if (await check()) goTo("livraison");
  }

  return (
    <div className="grid items-start gap-8 md:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-4">
        <ul aria-label="Articles de votre commande" className="flex flex-col divide-y divide-ink/15 border-y border-ink/15">
          {cart.products.map((line) => {
            const error = errors[`products.${line.id}`];
            return (
              <li key={line.id} className="flex flex-col gap-1 py-4" data-testid="commande-ligne">
                <div className="flex flex-wrap justify-between gap-x-4">
                  <p className="font-semibold">{line.name}</p>
                  <p className="font-semibold">{formatEuros(line.totalToPay)}</p>
                </div>
                <p className="text-sm">{line.declinationLabel}</p>
                {line.customizations.length > 0 ? (
                  <p className="text-sm">{line.customizations.map((answer) => `${answer.label} : ${answer.value}`).join(" · ")}</p>
                ) : null}
                <p className="text-sm">
                  {line.quantity} × {formatEuros(line.unitPrice)}
                </p>
                {error ? (
                  <p className="text-sm font-semibold" role="alert">
                    <span aria-hidden="true">⚠ </span>
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <SiteLink href={CART_PAGE_PATH} className="self-start text-link underline">
          Modifier mon panier
        </SiteLink>
        {expedition ? (
          <div id={EXPEDITION_MESSAGE_ID} role="alert" className="rounded-md border-2 border-ink px-4 py-3" data-testid="commande-expedition">
            <p className="font-semibold">
              <span aria-hidden="true">⚠ </span>
              {expedition.message}
            </p>
            {blocked ? (
              <p className="mt-1 text-sm">Ajustez les quantités dans votre panier pour continuer.</p>
            ) : (
              <p className="mt-1 text-sm">Vous pouvez aussi retirer votre commande au domaine, sans minimum.</p>
            )}
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-ink/20 p-5">
        <dl className="flex flex-col gap-2">
          <div className="flex justify-between gap-4">
            <dt>
              Produits ({cart.itemCount} {cart.itemCount > 1 ? "articles" : "article"})
            </dt>
            <dd>{formatEuros(cart.totalProductToPay)}</dd>
          </div>
          {discount && discount.subtotal - discount.total > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>Code {discount.value}</dt>
              <dd>−{formatEuros(discount.subtotal - discount.total)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>Livraison</dt>
            <dd>{discount?.freeShipping ? "Offerte" : "À l'étape suivante"}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-ink/20 pt-2 text-lg font-semibold">
            <dt>Sous-total</dt>
            <dd data-testid="commande-sous-total">{formatEuros(discount ? discount.total : cart.totalProductToPay)}</dd>
          </div>
        </dl>
        <DiscountForm cart={cart} error={errors.discount} />
        {settings.alcoholMessage ? <p className="text-sm font-semibold">{ALCOHOL_SELLING_MESSAGE}</p> : null}
        {otherErrors.length > 0 || lineErrors.length > 0 ? (
          <p className="text-sm font-semibold">Corrigez votre panier pour continuer.</p>
        ) : null}
        <FormAlert message={alert ?? (otherErrors[0]?.[1] ?? null)} />
        <NextButton pending={pending} pendingLabel="Vérification…" blocked={blocked} describedBy={blocked ? EXPEDITION_MESSAGE_ID : undefined} onClick={() => void next()}>
          Choisir la livraison
        </NextButton>
      </div>
    </div>
  );
}
