"use client";
import { useState } from "react";
import { FormAlert } from "@/components/account/form-alert";
import {
  deliveryGap,
  deliveryOptionProblem,
  deliveryOptions,
  DELIVERY_OPTION_HINTS,
  DELIVERY_OPTION_LABELS,
  selectedDeliveryOption,
  type DeliveryGap,
} from "@/lib/domain/shop/checkout-delivery";
import type { ExpeditionProblem } from "@/lib/domain/shop/expedition-limits";
import { needsShipping } from "@/lib/domain/shop/shipment-count";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { CarrierList, CARRIER_FIELD_ID } from "./carrier-list";
import { ChoiceFieldset, focusGroup, RadioChoice } from "./choice-fieldset";
import type { StepProps } from "./checkout-types";
import { DeliveryPlaceForm, PLACE_FORM_ID } from "./delivery-place-form";
import { PICKUP_DAY_FIELD_ID, PICKUP_SLOT_FIELD_ID, PickupPicker } from "./pickup-picker";
import { RELAY_FIELD_ID, RelayPointList } from "./relay-point-list";
import { BackButton, NextButton, StepActions } from "./step-actions";
import { useDeliveryState } from "./use-delivery-state";
import { useOrderCheck } from "./use-order-check";

const MODE_FIELD_ID = "livraison-mode";

/** Where each field of a gap or of the server's answer is shown (and focused). */
const FIELD_GROUPS: Record<DeliveryGap["field"], string> = {
  delivery: MODE_FIELD_ID,
  deliveryPlace: PLACE_FORM_ID,
  "delivery.idCarrier": CARRIER_FIELD_ID,
  "delivery.accessPoint": RELAY_FIELD_ID,
  dateSchedule: PICKUP_DAY_FIELD_ID,
  idSchedule: PICKUP_SLOT_FIELD_ID,
};

/**
 * Step 2: how the order reaches the customer — home delivery, relay point, click and collect, or
 * no delivery for a dematerialised cart (only the choices that apply: LOCK_DELIVERY leaves click and
 * collect alone). Home and relay ask the place, then a carrier with its price (and a relay point);
 * click and collect a day and a slot. Every choice lives in the delivery store (local storage).
 */
export function DeliveryStep({ cart, settings, clickAndCollect, errors, onServerErrors, goTo, expedition }: StepProps & { expedition: ExpeditionProblem | null }) {
  const state = useDeliveryState();
  const chooseOption = useDeliveryStore((store) => store.chooseOption);
  const failure = useDeliveryStore((store) => store.shippingFailure);
  const { check, pending, alert } = useOrderCheck("livraison", onServerErrors);
  const [gap, setGap] = useState<DeliveryGap | null>(null);
  const shipping = needsShipping(cart.products);
  const context = { needsShipping: shipping, deliveryLocked: settings.deliveryLocked, clickAndCollect: clickAndCollect ? true : false };
  const options = deliveryOptions(context);
  const option = selectedDeliveryOption(state);

  // A field's message: what is missing (after « Continuer »), else the server's.
  const failureOf = (...fields: string[]) => failure?.find((problem) => fields.includes(problem.field))?.message ?? null;
  const messageOf = (field: DeliveryGap["field"], ...serverFields: string[]) =>
    (gap?.field === field ? gap.message : null) ?? serverFields.map((name) => errors[name]).find(Boolean) ?? null;
  const modeError =
    messageOf("delivery", "delivery", "delivery.type", "products") ??
    (option === "HOME" || option === "RELAY" ? failureOf("products", "_") : null);

  async function next() {
    if (pending) return;
    const missing = deliveryGap(state, context);
    setGap(missing);
    if (missing) {
      // No carrier to choose yet: the place is what to fill.
      focusGroup(missing.field === "delivery.idCarrier" && state.shippingPrices.length === 0 ? PLACE_FORM_ID : FIELD_GROUPS[missing.field]);
      return;
    }
    if (await check()) goTo("adresses");
  }

  if (options.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert">La livraison est temporairement suspendue et le retrait au domaine n&apos;est pas proposé : contactez-nous pour commander.</p>
        <StepActions>
          <BackButton onClick={() => goTo("panier")}>Retour au panier</BackButton>
        </StepActions>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <ChoiceFieldset
        id={MODE_FIELD_ID}
        legend="Comment souhaitez-vous recevoir votre commande ?"
        error={modeError}
        hint={settings.deliveryLocked && shipping ? "La livraison est temporairement suspendue : vous pouvez retirer votre commande au domaine." : undefined}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((choice) => {
            const unavailable = deliveryOptionProblem(choice, expedition);
            return (
              <RadioChoice
                key={choice}
                name="mode-livraison"
                value={choice}
                checked={option === choice}
                disabled={unavailable !== null}
                onChoose={() => {
                  setGap(null);
                  chooseOption(choice);
                }}
                testId={`livraison-mode-${choice}`}
              >
                <span className="font-semibold">{DELIVERY_OPTION_LABELS[choice]}</span>
                <span className="text-sm">{unavailable ?? DELIVERY_OPTION_HINTS[choice]}</span>
              </RadioChoice>
            );
          })}
        </div>
      </ChoiceFieldset>

      {option === "HOME" || option === "RELAY" ? (
        <>
          <DeliveryPlaceForm cart={cart} settings={settings} />
          {gap?.field === "deliveryPlace" ? (
            <p role="alert" className="font-semibold">
              <span aria-hidden="true">⚠ </span>
              {gap.message}
            </p>
          ) : null}
          <CarrierList option={option} error={messageOf("delivery.idCarrier", "delivery.idCarrier")} />
          {option === "RELAY" && state.carrier?.deliveryType === "PICKUP" ? <RelayPointList error={messageOf("delivery.accessPoint", "delivery.accessPoint")} /> : null}
        </>
      ) : null}

      {option === "CLICK_AND_COLLECT" && clickAndCollect ? (
        <PickupPicker
          pickup={clickAndCollect}
          errors={{ place: errors.idAddress ?? null, day: messageOf("dateSchedule", "dateSchedule"), slot: messageOf("idSchedule", "idSchedule") }}
        />
      ) : null}

      {option === "NO_DELIVERY" ? <p>Vos produits dématérialisés vous sont envoyés par e-mail : aucune livraison n&apos;est nécessaire.</p> : null}

      {settings.shippingMessage && shipping ? <p className="text-sm">{settings.shippingMessage}</p> : null}
      <FormAlert message={alert} />
      <StepActions>
        <BackButton onClick={() => goTo("panier")}>Retour au panier</BackButton>
        <NextButton pending={pending} pendingLabel="Vérification…" onClick={() => void next()}>
          Continuer vers les coordonnées
        </NextButton>
      </StepActions>
    </div>
  );
}
