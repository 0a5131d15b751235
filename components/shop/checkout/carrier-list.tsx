"use client";
import { formatEuros } from "@/lib/domain/money";
import { carriersOfOption, type DeliveryOption } from "@/lib/domain/shop/checkout-delivery";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { ChoiceFieldset, RadioChoice } from "./choice-fieldset";

export const CARRIER_FIELD_ID = "livraison-transporteur";

/**
 * The carriers of the chosen kind (home or relay) with the server's prices: the shipping fee to
 * pay (`fdp`), « Offerte » with the rate crossed out when shipping is free, and why it is free.
 */
export function CarrierList({ option, error }: { option: DeliveryOption; error?: string | null }) {
  const prices = useDeliveryStore((state) => state.shippingPrices);
  const carrier = useDeliveryStore((state) => state.carrier);
  const quote = useDeliveryStore((state) => state.shippingQuote);
  const update = useDeliveryStore((state) => state.update);
  const carriers = carriersOfOption(prices, option);
  // No prices (not asked yet, or refused): what is missing is said under the place.
  if (prices.length === 0) {
    return error ? (
      <p id={CARRIER_FIELD_ID} role="alert" className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {error}
      </p>
    ) : null;
  }
  const reasons = quote?.freeShipping.reasons ?? [];

  return (
    <ChoiceFieldset
      id={CARRIER_FIELD_ID}
      legend="Transporteur"
      error={error}
      hint={reasons.length > 0 ? reasons.map((reason) => reason.label).join(" · ") : undefined}
    >
      {carriers.length === 0 ? (
        <p>{option === "RELAY" ? "Aucun transporteur ne livre en point relais à cette adresse : choisissez la livraison à domicile." : "Aucun transporteur ne livre à domicile à cette adresse."}</p>
      ) : (
        carriers.map((choice) => {
          const description = quote?.carriers.find((row) => row.id === choice.id)?.description;
          return (
            <RadioChoice
              key={choice.id}
              name="transporteur"
              value={String(choice.id)}
              checked={carrier?.id === choice.id}
              onChoose={() => update({ carrier: choice, ...(carrier?.id !== choice.id ? { accessPointAddress: null } : {}) })}
              testId="livraison-transporteur"
            >
              <span className="flex flex-wrap justify-between gap-x-4">
                <span className="font-semibold">{choice.name}</span>
                <span className="font-semibold">
                  {choice.fdp === 0 ? (
                    <>
                      {choice.price > 0 ? (
                        <>
                          <s className="me-2 font-normal">
                            <span className="sr-only">au lieu de </span>
                            {formatEuros(choice.price)}
                          </s>
                        </>
                      ) : null}
                      Offerte
                    </>
                  ) : (
                    formatEuros(choice.fdp)
                  )}
                </span>
              </span>
              {description ? <span className="text-sm">{description}</span> : null}
            </RadioChoice>
          );
        })
      )}
    </ChoiceFieldset>
  );
}
