"use client";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { fetchPickupSchedules } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import { formatDate } from "@/lib/domain/dates";
import { formatEuros } from "@/lib/domain/money";
import { DELIVERY_OPTION_LABELS, selectedDeliveryOption } from "@/lib/domain/shop/checkout-delivery";
import type { CheckoutStep } from "@/lib/domain/shop/checkout-steps";
import type { DeliveryAddress, DeliveryState } from "@/lib/schemas/shop/delivery-state";
import type { OrderAmounts } from "@/lib/schemas/shop/order";
import type { ClickAndCollect } from "@/lib/schemas/shop/shipping";

function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <>
      {address.firstname} {address.lastname}
      {address.company ? `, ${address.company}` : ""}
      <br />
      {address.address}
      {address.addressPart2 ? `, ${address.addressPart2}` : ""}
      <br />
      {address.postalCode} {address.city} ({address.country.alphaTwo})
    </>
  );
}

function RecapItem({ title, step, onEdit, children }: { title: string; step: CheckoutStep; onEdit: (step: CheckoutStep) => void; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="flex flex-wrap items-baseline justify-between gap-x-4 font-semibold">
        {title}
        <button type="button" className="text-sm font-normal text-link underline" onClick={() => onEdit(step)}>
          Modifier<span className="sr-only"> : {title.toLowerCase()}</span>
        </button>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The pickup slot's label (« 10h00 – 11h00 ») from the day's schedules. */
function usePickupSlotLabel(pickup: ClickAndCollect | null | undefined, day: string | null, idSchedule: number | null): string | null {
  const schedules = useQuery({
    queryKey: queryKeys.pickupSchedules(pickup?.calendarId ?? 0, day ?? ""),
    queryFn: () => fetchPickupSchedules(pickup!.calendarId, day!),
    enabled: Boolean(pickup && day),
    staleTime: 60_000,
  });
  return schedules.data?.schedules.find((slot) => slot.idSchedule === idSchedule)?.label ?? null;
}

/** What the customer chose, each part with a way back to its step. */
export function ChoicesRecap({ state, pickup, onEdit }: { state: DeliveryState; pickup: ClickAndCollect | null | undefined; onEdit: (step: CheckoutStep) => void }) {
  const option = selectedDeliveryOption(state);
  const slot = usePickupSlotLabel(pickup, state.clickAndCollect.date, state.clickAndCollect.idSchedule);
  const place = pickup?.addresses.find((address) => address.id === state.clickAndCollect.idAddress) ?? pickup?.addresses[0];
  return (
    <dl className="flex flex-col gap-4" data-testid="commande-recapitulatif">
      <RecapItem title="Livraison" step="livraison" onEdit={onEdit}>
        {option ? DELIVERY_OPTION_LABELS[option] : ""}
        {option === "HOME" || option === "RELAY" ? ` : ${state.carrier?.name ?? ""}` : ""}
        {option === "RELAY" && state.accessPointAddress ? (
          <>
            <br />
            {state.accessPointAddress.name}, {state.accessPointAddress.addLine1}, {state.accessPointAddress.zipCode} {state.accessPointAddress.city}
          </>
        ) : null}
        {option === "CLICK_AND_COLLECT" && state.clickAndCollect.date ? (
          <>
            <br />
            Le {formatDate(state.clickAndCollect.date)}
            {slot ? `, ${slot}` : ""}
            {place ? (
              <>
                <br />
                {place.name}, {place.address}, {place.postalCode} {place.city}
              </>
            ) : null}
          </>
        ) : null}
      </RecapItem>
      {option === "HOME" && state.address.shipping ? (
        <RecapItem title="Adresse de livraison" step="adresses" onEdit={onEdit}>
          <AddressLines address={state.address.shipping} />
        </RecapItem>
      ) : null}
      {state.address.billing ? (
        <RecapItem title="Adresse de facturation" step="adresses" onEdit={onEdit}>
          <AddressLines address={state.address.billing} />
          <br />
          Téléphone : {state.phone}
          {state.message ? (
            <>
              <br />
              Message : {state.message}
            </>
          ) : null}
        </RecapItem>
      ) : null}
    </dl>
  );
}

/** The order's amounts as the server computed them (POST /order/validate). */
export function AmountsRecap({ amounts, discountCode, ships }: { amounts: OrderAmounts; discountCode: string | null; ships: boolean }) {
  return (
    <dl className="flex flex-col gap-2" data-testid="commande-montants">
      <div className="flex justify-between gap-4">
        <dt>Produits</dt>
        <dd>{formatEuros(amounts.totalProductToPay)}</dd>
      </div>
      {amounts.discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>Code promo{discountCode ? ` ${discountCode}` : ""}</dt>
          <dd>−{formatEuros(amounts.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>{ships ? "Livraison" : "Retrait"}</dt>
        <dd>{amounts.shipping === 0 ? (ships ? "Offerte" : "Gratuit") : formatEuros(amounts.shipping)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-ink/20 pt-2 text-lg font-semibold">
        <dt>Total TTC</dt>
        <dd data-testid="commande-total">{formatEuros(amounts.total)}</dd>
      </div>
    </dl>
  );
}
