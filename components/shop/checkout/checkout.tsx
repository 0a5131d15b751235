"use client";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { SiteLink } from "@/components/ui/site-link";
import { CartMessageBanner } from "@/components/shop/cart/cart-message";
import { useLoadedCart } from "@/components/shop/cart/use-loaded-cart";
import { fetchClickAndCollect } from "@/lib/api-client/shop/checkout";
import { getQueryClient } from "@/lib/api-client/query-client";
import { queryKeys } from "@/lib/api-client/query-keys";
import { checkoutExpeditionProblem, deliveryGap, expeditionBlocksCheckout } from "@/lib/domain/shop/checkout-delivery";
import { addressesComplete, cartLinesKey, shipmentProducts } from "@/lib/domain/shop/checkout-order";
import {
  CHECKOUT_STEP_LABELS,
  CHECKOUT_STEP_TITLES,
  checkoutStepPath,
  firstStepOfOrderFields,
  parseCheckoutStep,
  reachableStep,
  STEP_PARAM,
  type CheckoutStep,
} from "@/lib/domain/shop/checkout-steps";
import { expeditionProblem } from "@/lib/domain/shop/expedition-limits";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import { needsShipping, shippedBottleCount } from "@/lib/domain/shop/shipment-count";
import type { Order } from "@/lib/schemas/shop/order";
import { useAuthStore } from "@/stores/auth-store";
import { useDeliveryStore } from "@/stores/shop/delivery-store";
import { CartStep } from "./cart-step";
import { STEP_HEADING_ID, type CheckoutProps, type OrderErrors, type StepProps } from "./checkout-types";
import { PlacedOrder } from "./placed-order";
import { StepIndicator } from "./step-indicator";
import { useDeliveryState, useRestoredDelivery } from "./use-delivery-state";

// The later steps are chunks of their own, fetched when shown (or preloaded at the step before).
const loadDeliveryStep = () => import("./delivery-step");
const loadAddressesStep = () => import("./addresses-step");
const loadPaymentStep = () => import("./payment-step");
const DeliveryStep = lazy(() => loadDeliveryStep().then((module) => ({ default: module.DeliveryStep })));
const AddressesStep = lazy(() => loadAddressesStep().then((module) => ({ default: module.AddressesStep })));
const PaymentStep = lazy(() => loadPaymentStep().then((module) => ({ default: module.PaymentStep })));
const PRELOAD: Partial<Record<CheckoutStep, () => Promise<unknown>>> = { panier: loadDeliveryStep, livraison: loadAddressesStep, adresses: loadPaymentStep };

const SHOP_LINK = "inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-5 py-2.5 font-semibold text-on-primary hover:opacity-90";

/** The checkout: the steps with their shared state (react-query for the platform's reads). */
export function Checkout(props: CheckoutProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CheckoutFlow {...props} />
    </QueryClientProvider>
  );
}

function CheckoutFlow({ settings, registration, profile }: CheckoutProps) {
  const { cart, status } = useLoadedCart();
  const restored = useRestoredDelivery();
  const delivery = useDeliveryState();
  const isLogged = useAuthStore((state) => state.isLogged);
  const sessionKnown = useAuthStore((state) => state.known);
  const clickAndCollect = useQuery({ queryKey: queryKeys.clickAndCollect(), queryFn: fetchClickAndCollect, staleTime: 5 * 60_000, retry: false });
  const asked = parseCheckoutStep(useSearchParams().get(STEP_PARAM));
  const [errors, setErrors] = useState<OrderErrors>({});
  const [placed, setPlaced] = useState<Order | null>(null);

  // null: unknown yet (loading); false: no pickup calendar, or it could not be read.
  const pickup = clickAndCollect.isPending ? null : clickAndCollect.data ? true : false;
  const lines = cart?.products ?? [];
  const shipping = needsShipping(lines);
  // The bottles that cannot ship (nothing ships under LOCK_DELIVERY: no limit then).
  const problem = checkoutExpeditionProblem(shipping ? expeditionProblem(shippedBottleCount(lines), settings.limits) : null, settings);
  const context = { needsShipping: shipping, deliveryLocked: settings.deliveryLocked, clickAndCollect: pickup };
  const cartReady = lines.length > 0 && !expeditionBlocksCheckout(problem, context);
  const deliveryReady = cartReady && deliveryGap(delivery, context) === null;
  const addressesReady = deliveryReady && isLogged && addressesComplete(delivery);
  // A customer's session is learnt in the browser: the steps wait for it, like for the cart.
  const loading = !sessionKnown || (status !== "ready" && !cart) || !restored || pickup === null;
  const shown = loading ? asked : reachableStep(asked, { panier: cartReady, livraison: deliveryReady, adresses: addressesReady });

  // A step asked before the ones it needs: the address says the step shown.
  useEffect(() => {
    if (!loading && !placed && lines.length > 0 && shown !== asked) window.history.replaceState(null, "", checkoutStepPath(shown));
  }, [loading, placed, lines.length, shown, asked]);

  // The cart changed (a quantity, the merge at login): the prices of the chosen place are quoted again.
  const linesKey = cartLinesKey(lines);
  useEffect(() => {
    if (!restored || linesKey === "" || !cart) return;
    const state = useDeliveryStore.getState();
    if (state.deliveryType !== "delivery" || !state.city || !state.country) return;
    void state.calculateShipping({ products: shipmentProducts(cart.products), postalCode: state.city.postalCode, country: state.country.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- quoted again when the lines change, not on every cart answer
  }, [linesKey, restored]);

  useStepFocusAndTitle(shown, loading);

  const goTo = useCallback((step: CheckoutStep) => {
    window.history.pushState(null, "", checkoutStepPath(step));
  }, []);

  // Stable (the steps' effects depend on it): the step asked is read from the address.
  const reportErrors = useCallback(
    (found: OrderErrors, fallback: CheckoutStep) => {
      setErrors(found);
      const step = firstStepOfOrderFields(Object.keys(found)) ?? fallback;
      if (step !== parseCheckoutStep(new URLSearchParams(window.location.search).get(STEP_PARAM))) goTo(step);
    },
    [goTo, setErrors],
  );

  useEffect(() => {
    void PRELOAD[shown]?.().catch(() => undefined);
  }, [shown]);

  if (placed) return <PlacedOrder order={placed} />;
  if (loading) {
    return (
      <p className="mt-6" role="status">
        Chargement de votre commande…
      </p>
    );
  }
  if (!cart || lines.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-start gap-4">
        <p className="text-lg">Votre panier est vide : ajoutez des produits pour passer commande.</p>
        <SiteLink href={SHOP_PATH} className={SHOP_LINK}>
          Découvrir la boutique
        </SiteLink>
      </div>
    );
  }

  const stepProps: StepProps = { cart, settings, clickAndCollect: clickAndCollect.data, errors, onServerErrors: reportErrors, goTo };
  return (
    <div className="mt-6 flex flex-col gap-8">
      <StepIndicator current={shown} onGo={goTo} />
      {/* The cart's notices: the merge at an inline login, a refused refresh. */}
      <CartMessageBanner />
      <section aria-labelledby={STEP_HEADING_ID} className="flex flex-col gap-6">
        <h2 id={STEP_HEADING_ID} tabIndex={-1} className="font-title text-2xl text-heading outline-none">
          {CHECKOUT_STEP_TITLES[shown]}
        </h2>
        <Suspense fallback={<p role="status">Chargement de l&apos;étape…</p>}>
          {shown === "panier" ? <CartStep {...stepProps} expedition={problem} pickupAvailable={pickup === true} /> : null}
          {shown === "livraison" ? <DeliveryStep {...stepProps} expedition={problem} /> : null}
          {shown === "adresses" ? <AddressesStep {...stepProps} registration={registration} profile={profile} /> : null}
          {shown === "paiement" ? <PaymentStep {...stepProps} onPlaced={setPlaced} /> : null}
        </Suspense>
      </section>
    </div>
  );
}

/**
 * When the step changes (a button, the step list, the browser's back button), the focus moves to
 * its heading, so keyboard and screen-reader users start reading the new step; the page title says
 * the step. Not at the first display: the focus stays where the page load left it.
 */
function useStepFocusAndTitle(step: CheckoutStep, loading: boolean) {
  const previous = useRef<CheckoutStep | null>(null);
  const baseTitle = useRef<string | null>(null);
  useEffect(() => {
    if (loading) return;
    baseTitle.current ??= document.title;
    document.title = `${CHECKOUT_STEP_LABELS[step]} · ${baseTitle.current}`;
    if (previous.current !== null && previous.current !== step) document.getElementById(STEP_HEADING_ID)?.focus();
    previous.current = step;
  }, [step, loading]);
  useEffect(
    () => () => {
      if (baseTitle.current) document.title = baseTitle.current;
    },
    [],
  );
}
