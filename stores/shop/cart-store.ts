import { create } from "zustand";
import type { AddToCartInput, CartAnswer } from "@/lib/api-client/shop/cart";
import type { Cart, CartError, CartProduct, NEW_CART_ID } from "@/lib/schemas/shop/cart";
import { readStorage, removeStorage, writeStorage } from "@/stores/browser-storage";

/**
 * The visitor's cart in the browser (SPEC §4): the cart id kept in local storage ('new' when none),
 * the last cart the server answered (every amount is the server's: this store computes nothing),
 * the cart message shown to the visitor, and the request to open the header's preview.
 *
 * A module store, like stores/ui-store.ts: nothing writes to it during a server render (only
 * effects and event handlers do), so no visitor's cart can reach another's HTML. The cart calls
 * (axios, zod) and react-query are imported on first use, so pages pay for them only with a cart.
 */

/** SPEC §4: what local storage holds when there is no cart (typed against the contract's constant). */
export const NO_CART: typeof NEW_CART_ID = "new";
/** Local-storage key of the cart id (one per host, hence per site). */
export const CART_ID_STORAGE_KEY = "cartId";

export interface CartMessage {
  tone: "error" | "info";
  text: string;
}

export type CartStatus = "idle" | "loading" | "ready";

export type AddToCartResult =
  | { ok: true; cart: Cart; message: string | null }
  | { ok: false; message: string; errors: CartError[] };

export interface CartState {
  /** The cart id, NO_CART when the browser has none. */
  cartId: string;
  /** The server's last answer; null before the first refresh or without a cart. */
  cart: Cart | null;
  status: CartStatus;
  /** The cart message: the last cart error (or notice, e.g. after a merge), shown to the visitor. */
  message: CartMessage | null;
  /** Lines whose quantity or removal is being sent (idCartProduct). */
  busyLines: readonly number[];
  /** Bumped to ask the header to open its preview (after an add). */
  previewRequest: number;
  /** The visitor is a logged customer (their main cart can be fetched without a local id). */
  customer: boolean;
  /**
   * First use on a page: the id from local storage, then a refresh when there is a cart, or when
   * `customer` (a logged customer's main cart, SPEC §6: no cart id needs the login).
   */
  ensureLoaded: (options?: { customer?: boolean }) => Promise<void>;
  /** GET /cart/{id}/default: on failure the cart is cleared (SPEC §4). */
  refresh: () => Promise<Cart | null>;
  add: (declinationId: number, input: AddToCartInput) => Promise<AddToCartResult>;
  changeQuantity: (line: CartProduct, quantity: number) => Promise<boolean>;
  removeLine: (line: CartProduct) => Promise<boolean>;
  /** After a login: GET /cart/{localId}/default, the guest cart merged into the customer's main cart. */
  afterLogin: () => Promise<void>;
  /** Logout (and a failed refresh): cart, message and local-storage id forgotten. */
  clear: () => void;
  setMessage: (message: CartMessage | null) => void;
  requestPreview: () => void;
}

const loadApi = () => import("@/lib/api-client/shop/cart");
const loadQueries = () => Promise.all([import("@/lib/api-client/query-client"), import("@/lib/api-client/query-keys")]);

/** Storage disabled or full: the cart lives for this page only. */
function storeCartId(cartId: string): void {
  if (cartId === NO_CART) removeStorage(CART_ID_STORAGE_KEY);
  else writeStorage(CART_ID_STORAGE_KEY, cartId);
}

/** The stored id, NO_CART when absent or blank. */
export function readStoredCartId(): string {
  const stored = readStorage(CART_ID_STORAGE_KEY)?.trim();
  return stored ? stored : NO_CART;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "Une erreur est survenue. Réessayez.");
const statusOf = (error: unknown) => (error as { status?: number | null } | null)?.status ?? null;

/** Drops the cached cart answers of react-query (all ids). */
async function forgetCartQueries(): Promise<void> {
  const [{ getQueryClient }, { queryKeys }] = await loadQueries();
  getQueryClient().removeQueries({ queryKey: queryKeys.cart(NO_CART).slice(0, 1) });
}

export const useCartStore = create<CartState>()((set, get) => {
  /** A server answer becomes the cart; a new id is kept in local storage. */
  const accept = async ({ cart }: CartAnswer): Promise<Cart> => {
    if (get().cartId !== cart.id) storeCartId(cart.id);
    set({ cartId: cart.id, cart, status: "ready" });
    const [{ getQueryClient }, { queryKeys }] = await loadQueries();
    getQueryClient().setQueryData(queryKeys.cart(cart.id), { cart, message: null });
    return cart;
  };

  const setBusy = (id: number, busy: boolean) =>
    set((state) => ({ busyLines: busy ? [...state.busyLines, id] : state.busyLines.filter((line) => line !== id) }));

  /** One write on a line: busy meanwhile; a failure becomes the cart message, and a 404 (cart or line gone) a refresh. */
  const writeLine = async (
    line: { id: number },
    write: (api: Awaited<ReturnType<typeof loadApi>>, cartId: string) => Promise<CartAnswer>,
  ): Promise<boolean> => {
    const cartId = get().cartId;
    setBusy(line.id, true);
    try {
      await accept(await write(await loadApi(), cartId));
      set({ message: null });
      return true;
    } catch (error) {
      set({ message: { tone: "error", text: messageOf(error) } });
      if (statusOf(error) === 404) await get().refresh();
      return false;
    } finally {
      setBusy(line.id, false);
    }
  };

  return {
    cartId: NO_CART,
    cart: null,
    status: "idle",
    message: null,
    busyLines: [],
    previewRequest: 0,
    customer: false,

    ensureLoaded: async (options) => {
      if (options?.customer !== undefined) set({ customer: options.customer });
      if (get().status !== "idle") return;
      set({ cartId: readStoredCartId() });
      await get().refresh();
    },

    refresh: async () => {
      const cartId = get().cartId;
      if (cartId === NO_CART && !get().customer) {
        set({ cart: null, status: "ready" });
        return null;
      }
      set({ status: "loading" });
      try {
        const [api, [{ getQueryClient }, { queryKeys }]] = await Promise.all([loadApi(), loadQueries()]);
        // fetchQuery: the header and the cart page asking at once make one call. GET …/default is
        // the read of the contract: a guest's cart by its id, a customer's main cart by the session.
        const answer = await getQueryClient().fetchQuery({
          queryKey: queryKeys.cart(cartId),
          queryFn: () => api.fetchDefaultCart(cartId),
          staleTime: 0,
          retry: false,
        });
        if (get().cartId !== cartId) return get().cart; // logged out (or merged) meanwhile
        if (answer === null) {
          set({ cart: null, status: "ready" });
          return null;
        }
        return await accept(answer);
      } catch (error) {
        // SPEC §4 and §8: a failed refresh clears the cart; its error is the cart message. Without
        // any answer from the server (offline), the id is kept so the next refresh can find the cart.
        const message: CartMessage = { tone: "error", text: messageOf(error) };
        if (statusOf(error) === null) set({ cart: null, status: "ready", message });
        else {
          get().clear();
          set({ message });
        }
        return null;
      }
    },

    add: async (declinationId, input) => {
      const api = await loadApi();
      try {
        let answer: CartAnswer;
        try {
          // 'new' creates the cart with its first line (201).
          answer = await api.addToCart(get().cartId, declinationId, input);
        } catch (error) {
          // A 404 is the cart (expired, deleted) or the product: a refresh tells which. A cart that
          // is gone was cleared by it: the product goes into a new one, once.
          if (statusOf(error) !== 404 || get().cartId === NO_CART || (await get().refresh()) !== null || get().cartId !== NO_CART) throw error;
          answer = await api.addToCart(NO_CART, declinationId, input);
        }
        const cart = await accept(answer);
        set({ message: null });
        return { ok: true, cart, message: answer.message };
      } catch (error) {
        const errors = api.cartErrorsOf(error);
        const text = messageOf(error);
        if (errors.length === 0) set({ message: { tone: "error", text } });
        return { ok: false, message: text, errors };
      }
    },

    changeQuantity: (line, quantity) =>
      writeLine(line, (api, cartId) => api.updateCartQuantity(cartId, line.idProduct, line.id, quantity)),

    removeLine: (line) => writeLine(line, (api, cartId) => api.removeCartLine(cartId, line.idProduct, line.id)),

    afterLogin: async () => {
      const localId = get().status === "idle" ? readStoredCartId() : get().cartId;
      set({ status: "loading", customer: true });
      try {
        const answer = await (await loadApi()).fetchDefaultCart(localId);
        if (answer === null) {
          get().clear();
          set({ status: "ready", customer: true });
          return;
        }
        await accept(answer);
        // The merge's notice (« Votre panier a été fusionné… ») when there was a guest cart.
        set({ message: localId !== NO_CART && answer.message ? { tone: "info", text: answer.message } : null });
      } catch (error) {
        set({ status: "ready", message: { tone: "error", text: messageOf(error) } });
      }
    },

    clear: () => {
      storeCartId(NO_CART);
      set({ cartId: NO_CART, cart: null, status: "ready", message: null, busyLines: [], customer: false });
      void forgetCartQueries().catch(() => undefined);
    },

    setMessage: (message) => set({ message }),
    requestPreview: () => set((state) => ({ previewRequest: state.previewRequest + 1 })),
  };
});

/** Units over all lines (the header's count); 0 without a cart. */
export const selectItemCount = (state: CartState) => state.cart?.itemCount ?? 0;

/** Tests only: back to a fresh page's state. */
export function resetCartStore(): void {
  useCartStore.setState({ cartId: NO_CART, cart: null, status: "idle", message: null, busyLines: [], previewRequest: 0, customer: false });
}
