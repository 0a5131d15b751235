import { createContext, useContext, useEffect, useRef } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { LoggedUser } from "@/lib/storefront/types";

export interface AuthState {
  isLogged: boolean;
  /** The logged-in user's profile (identity and names), null when logged out. */
  user: LoggedUser | null;
  /** Called with the server's user on first render and after each router refresh (login, logout). */
  hydrate: (user: LoggedUser | null) => void;
  /** After a successful POST /login (or a profile update): the user is known before the refresh. */
  login: (user: LoggedUser) => void;
  /** After POST /logout or DELETE /user: logged out and the profile forgotten at once. */
  logout: () => void;
  /** Local logout: forget the user until the server says otherwise (same as logout). */
  clear: () => void;
}

export type AuthStore = StoreApi<AuthState>;

/**
 * One store per ClientShell instance (not a module singleton): on the server each request renders
 * its own shell, so one visitor's user can never leak into another visitor's HTML.
 */
export function createAuthStore(user: LoggedUser | null): AuthStore {
  return createStore<AuthState>()((set) => {
    const loggedOut = () => set({ isLogged: false, user: null });
    return {
      isLogged: user !== null,
      user,
      hydrate: (next) => set({ isLogged: next !== null, user: next }),
      login: (next) => set({ isLogged: true, user: next }),
      logout: loggedOut,
      clear: loggedOut,
    };
  });
}

export const AuthStoreContext = createContext<AuthStore | null>(null);

function useAuthStoreApi(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuthStore must be used inside <ClientShell>.");
  return store;
}

/** Reads the auth state; must be used under the ClientShell (components/app-shell). */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(useAuthStoreApi(), selector);
}

/**
 * Keeps the customer's cart in step with the login state (SPEC §4), on shop sites only: on login,
 * GET /cart/{localId}/default merges the guest cart (its id is in local storage) into the
 * customer's main cart, or fetches that main cart; on logout, the cart, its local-storage id and
 * the delivery choices are forgotten. Mounted once, in the ClientShell (<CustomerCartSync />).
 * The cart stores are imported at the transition only: pages that never log in do not load them.
 */
export function useCustomerCartSync(shop: boolean): void {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before === userId || !shop) return;
    if (userId !== null) {
      void import("@/stores/shop/cart-store").then(({ useCartStore }) => useCartStore.getState().afterLogin());
    } else {
      void Promise.all([import("@/stores/shop/cart-store"), import("@/stores/shop/delivery-store")]).then(
        ([{ useCartStore }, { useDeliveryStore }]) => {
          useCartStore.getState().clear();
          useDeliveryStore.getState().clear();
        },
      );
    }
  }, [userId, shop]);
}

/** Mounts useCustomerCartSync under the store's provider (rendered once by the ClientShell). */
export function CustomerCartSync({ shop }: { shop: boolean }): null {
  useCustomerCartSync(shop);
  return null;
}
