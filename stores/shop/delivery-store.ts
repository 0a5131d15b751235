import { create } from "zustand";
import { readStorage, removeStorage, writeStorage } from "@/stores/browser-storage";
import type { ShippingFeesRequest } from "@/lib/api-client/shop/checkout";
import { deliveryOptionPatch, FAILED_SHIPPING_PATCH, shippingQuotePatch, type DeliveryOption } from "@/lib/domain/shop/checkout-delivery";
import {
  deliveryStateSchema,
  EMPTY_DELIVERY_STATE,
  type DeliveryState,
  type DeliveryType,
} from "@/lib/schemas/shop/delivery-state";
import type { AddressesFormValues } from "@/lib/schemas/shop/checkout";
import type { ShippingFees } from "@/lib/schemas/shop/shipping";

/**
 * The cart's delivery choices (SPEC §3 « Cart client state »), mirrored in local storage on every
 * change and restored on load (SPEC §4). UI state only: carriers' prices are the server's answers,
 * kept to show them, and computed again by the server at the order. Used by the checkout (issue 12).
 * A module store like ui-store: written only by effects and event handlers, never on the server.
 * The rules of a choice (what it resets, when it is complete) are lib/domain/shop/checkout-delivery's.
 */

export const DELIVERY_STORAGE_KEY = "cartDelivery";

/** A refused shipping calculation (§8): the field the server named and its French message. */
export interface ShippingFailure {
  field: string;
  message: string;
}

export type ShippingResult =
  | { ok: true; fees: ShippingFees; message: string | null }
  | { ok: false; busy: true }
  | { ok: false; busy: false; errors: ShippingFailure[]; message: string };

export interface DeliveryStore extends DeliveryState {
  /** Local storage was read in this page life (restore). Not persisted. */
  restored: boolean;
  /**
   * The addresses typed and not sent yet (the customer went back a step): found again on return
   * in this page life. Not persisted (only checked addresses are), forgotten by `clear`.
   */
  addressesDraft: AddressesFormValues | null;
  /** SPEC §4: a shipping-fee calculation is running; another one asked meanwhile returns at once. Not persisted. */
  shippingBusy: boolean;
  /** The last quote (free-shipping reasons, SHIPPING_MESSAGE); not persisted (quoted again on load). */
  shippingQuote: ShippingFees | null;
  /** The last calculation's failure (§8), shown on its field; not persisted. */
  shippingFailure: ShippingFailure[] | null;
  /** Reads local storage (a value of another shape is dropped); the checkout calls it once per page life. */
  restore: () => void;
  /** SPEC §4: choosing clickAndCollect resets the carrier, city, shipping prices and access point. */
  setDeliveryType: (type: DeliveryType) => void;
  /** Home, relay point, click and collect or no delivery (lib/domain/shop/checkout-delivery). */
  chooseOption: (option: DeliveryOption) => void;
  /**
   * POST /calculate/shipping-fees for the cart's products at a place: the prices replace the
   * shipping prices (the carrier kept when still offered); a failure empties carrier and prices (§8).
   */
  calculateShipping: (input: ShippingFeesRequest, cityName?: string | null) => Promise<ShippingResult>;
  update: (patch: Partial<DeliveryState>) => void;
  /** Logout, and an order placed (the server emptied the cart): every choice forgotten, local storage included. */
  clear: () => void;
}

/** The persisted part: the keys of the client state of SPEC §3, nothing else. */
function pick(state: DeliveryStore): DeliveryState {
  const keys = Object.keys(EMPTY_DELIVERY_STATE) as (keyof DeliveryState)[];
  return Object.fromEntries(keys.map((key) => [key, state[key]])) as unknown as DeliveryState;
}

/** Storage disabled or full: the choices last for this page. */
function persist(state: DeliveryState): void {
  writeStorage(DELIVERY_STORAGE_KEY, JSON.stringify(state));
}

/** The stored choices, or null when absent or of another shape. */
export function readStoredDelivery(): DeliveryState | null {
  const raw = readStorage(DELIVERY_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = deliveryStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const loadApi = () => import("@/lib/api-client/shop/checkout");

const TRANSIENT = { shippingBusy: false, shippingQuote: null, shippingFailure: null, addressesDraft: null } as const;

export const useDeliveryStore = create<DeliveryStore>()((set, get) => {
  const write = (patch: Partial<DeliveryState>) => {
    set(patch);
    persist(pick(get()));
  };
  return {
    ...EMPTY_DELIVERY_STATE,
    ...TRANSIENT,
    restored: false,
    restore: () => {
      const stored = readStoredDelivery();
      set(stored ? { ...stored, restored: true } : { restored: true });
    },
    setDeliveryType: (deliveryType) =>
      write(
        deliveryType === "clickAndCollect"
          ? { deliveryType, carrier: null, city: null, shippingPrices: [], accessPointAddress: null }
          : { deliveryType },
      ),
    chooseOption: (option) => {
      if (option === "CLICK_AND_COLLECT") set({ shippingQuote: null, shippingFailure: null });
      write(deliveryOptionPatch(option, get()));
    },
    calculateShipping: async (input, cityName = null) => {
      if (get().shippingBusy) return { ok: false, busy: true };
      set({ shippingBusy: true, shippingFailure: null });
      try {
        const api = await loadApi();
        const { data, message } = await api.calculateShippingFees(input);
        write(shippingQuotePatch(get(), data, cityName));
        set({ shippingQuote: data });
        return { ok: true, fees: data, message };
      } catch (error) {
        const text = error instanceof Error && error.message ? error.message : "Le calcul des frais de port a échoué. Réessayez.";
        const perField = await loadApi().then((api) => api.orderFieldErrors(error)).catch(() => ({}));
        const fields = Object.entries(perField).map(([field, message]) => ({ field, message }));
        const errors = fields.length > 0 ? fields : [{ field: "_", message: text }];
        write(FAILED_SHIPPING_PATCH);
        set({ shippingQuote: null, shippingFailure: errors });
        return { ok: false, busy: false, errors, message: text };
      } finally {
        set({ shippingBusy: false });
      }
    },
    update: write,
    clear: () => {
      set({ ...EMPTY_DELIVERY_STATE, ...TRANSIENT });
      removeStorage(DELIVERY_STORAGE_KEY);
    },
  };
});
