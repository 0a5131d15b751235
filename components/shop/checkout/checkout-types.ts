import type { CheckoutSettings } from "@/lib/domain/shop/checkout-settings";
import type { CheckoutStep } from "@/lib/domain/shop/checkout-steps";
import type { RegistrationRules } from "@/lib/schemas/account";
import type { Cart } from "@/lib/schemas/shop/cart";
import type { ClickAndCollect } from "@/lib/schemas/shop/shipping";

/** The id of the current step's heading (focused at each step change). */
export const STEP_HEADING_ID = "etape-titre";

/** What the server page hands to the checkout (plain data). */
export interface CheckoutProps {
  settings: CheckoutSettings;
  registration: RegistrationRules;
  /** The logged customer's names and phone (prefill of the addresses), null for a guest. */
  profile: CheckoutProfile | null;
}

export interface CheckoutProfile {
  firstname: string;
  lastname: string;
  phone: string;
}

/** The server's per-field messages of the last order check (POST /order/validate, POST /order). */
export type OrderErrors = Record<string, string>;

/** What every step gets from the checkout. */
export interface StepProps {
  cart: Cart;
  settings: CheckoutSettings;
  /** The site has a pickup calendar (GET /click-and-collect), null while unknown; its answer. */
  clickAndCollect: ClickAndCollect | null | undefined;
  /** The server's messages for this step's fields (from a later step's check), cleared once shown again. */
  errors: OrderErrors;
  /** Stores the server's messages of a check, and goes to the earliest step they concern. */
  onServerErrors: (errors: OrderErrors, fallback: CheckoutStep) => void;
  goTo: (step: CheckoutStep) => void;
}
