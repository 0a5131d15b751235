import { createContext, useContext, useEffect, useRef } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { LoggedUser } from "@/lib/storefront/types";

export interface AuthState {
  /**
   * False until the browser knows whether it holds a session: pages are the same HTML for every
   * visitor (the page cache replays them to logged-in customers), so the session is learnt in the
   * browser (components/app-shell/session-loader.tsx: no session cookie, or GET /user's answer).
   */
  known: boolean;
  isLogged: boolean;
  /** The logged-in user's profile (identity and names), null when logged out or not known yet. */
  user: LoggedUser | null;
  /** The session as GET /user answered it (null: none, or it ended). */
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
 * its own shell, so one visitor's user can never leak into another visitor's HTML. The shell's
 * store starts unknown, on the server and in the browser alike, so the first render hydrates as it
 * was served; `user` (tests, islands rendered for a known visitor) starts it known.
 */
export function createAuthStore(user?: LoggedUser | null): AuthStore {
  return createStore<AuthState>()((set) => {
    const loggedOut = () => set({ known: true, isLogged: false, user: null });
    return {
      known: user !== undefined,
      isLogged: Boolean(user),
      user: user ?? null,
      hydrate: (next) => set({ known: true, isLogged: next !== null, user: next }),
      login: (next) => set({ known: true, isLogged: true, user: next }),
      logout: loggedOut,
      clear: loggedOut,
    };
  });
}

export const AuthStoreContext = createContext<AuthStore | null>(null);

export function useAuthStoreApi(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuthStore must be used inside <ClientShell>.");
  return store;
}

/** Reads the auth state; must be used under the ClientShell (components/app-shell). */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(useAuthStoreApi(), selector);
}

/**
 * Keeps the customer's cart in step with the login state (SPEC §4), on shop sites only: on login
 * (not when the page learns a session it already had),
 * GET /cart/{localId}/default merges the guest cart (its id is in local storage) into the
 * customer's main cart, or fetches that main cart; on logout, the cart, its local-storage id and
 * the delivery choices are forgotten. Mounted once, in the ClientShell (<CustomerCartSync />).
 * The cart stores are imported at the transition only: pages that never log in do not load them.
 */
export function useCustomerCartSync(shop: boolean): void {
  // undefined while the session is not known yet: learning it is no login nor logout.
  const userId = useAuthStore((state) => (state.known ? (state.user?.id ?? null) : undefined));
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before === undefined || userId === undefined || before === userId || !shop) return;
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
