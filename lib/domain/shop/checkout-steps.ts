/**
 * The checkout's steps (issue 12, /commande): cart summary → delivery → addresses → payment. The
 * step is in the address (`?etape=livraison`), so the browser's back button walks the steps; a
 * step asked for before the ones it needs are done shows the first one still to do.
 */

export const CHECKOUT_STEPS = ["panier", "livraison", "adresses", "paiement"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The path of the checkout (app/commande). */
export const CHECKOUT_PATH = "/commande";
/** The query parameter holding the step. */
export const STEP_PARAM = "etape";

export const CHECKOUT_STEP_LABELS: Record<CheckoutStep, string> = {
  panier: "Panier",
  livraison: "Livraison",
  adresses: "Adresses",
  paiement: "Paiement",
};

/** The heading of each step (focused when the step shows). */
export const CHECKOUT_STEP_TITLES: Record<CheckoutStep, string> = {
  panier: "Récapitulatif de votre panier",
  livraison: "Mode de livraison",
  adresses: "Vos coordonnées",
  paiement: "Paiement",
};

/** The step of `?etape=` (the cart summary for anything else). */
export function parseCheckoutStep(value: string | null | undefined): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => step === value) ?? "panier";
}

export function checkoutStepPath(step: CheckoutStep): string {
  return step === "panier" ? CHECKOUT_PATH : `${CHECKOUT_PATH}?${STEP_PARAM}=${step}`;
}

/** Whether each step's own part is done (a step may be shown once every step before it is). */
export type StepReadiness = Record<Exclude<CheckoutStep, "paiement">, boolean>;

/** The step to show for the one asked: the first step before it that is not done, else it. */
export function reachableStep(asked: CheckoutStep, ready: StepReadiness): CheckoutStep {
  const index = CHECKOUT_STEPS.indexOf(asked);
  for (const step of CHECKOUT_STEPS.slice(0, index)) {
    if (step !== "paiement" && !ready[step]) return step;
  }
  return asked;
}

export const stepIndex = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);

/**
 * The step whose form holds a field of the order's 422 (POST /order/validate, POST /order;
 * docs/api.md « Commandes »), so the checkout can take the customer back to it with the message
 * on the field. `products` (the expedition limits of a shipment) belongs to the delivery choice;
 * `products.<line>` (stock) to the cart; `deliveryPostalCode` / `deliveryIdCountry` (the address
 * does not match the delivery's place) to the addresses.
 */
export function stepOfOrderField(field: string): CheckoutStep {
  if (field === "idCart" || field === "discount" || field.startsWith("products.")) return "panier";
  if (field === "products" || field === "delivery" || field.startsWith("delivery.")) return "livraison";
  if (field === "dateSchedule" || field === "idSchedule" || field === "idAddress") return "livraison";
  if (field.startsWith("address") || field.startsWith("user") || field === "message") return "adresses";
  if (field === "deliveryPostalCode" || field === "deliveryIdCountry") return "adresses";
  return "paiement";
}

/** The earliest step holding one of these fields (where the customer must go first). */
export function firstStepOfOrderFields(fields: readonly string[]): CheckoutStep | null {
  let first: CheckoutStep | null = null;
  for (const field of fields) {
    const step = stepOfOrderField(field);
    if (first === null || stepIndex(step) < stepIndex(first)) first = step;
  }
  return first;
}
