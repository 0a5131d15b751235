import { createContext, useContext } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { LoggedUser } from "@/lib/storefront/types";

export interface AuthState {
  isLogged: boolean;
  user: LoggedUser | null;
  /** Called with the server's user on first render and after each router refresh (login, logout). */
  hydrate: (user: LoggedUser | null) => void;
  /** Local logout: forget the user until the server says otherwise. */
  clear: () => void;
}

export type AuthStore = StoreApi<AuthState>;

/**
 * One store per ClientShell instance (not a module singleton): on the server each request renders
 * its own shell, so one visitor's user can never leak into another visitor's HTML.
 */
export function createAuthStore(user: LoggedUser | null): AuthStore {
  return createStore<AuthState>()((set) => ({
    isLogged: user !== null,
    user,
    hydrate: (next) => set({ isLogged: next !== null, user: next }),
    clear: () => set({ isLogged: false, user: null }),
  }));
}

export const AuthStoreContext = createContext<AuthStore | null>(null);

/** Reads the auth state; must be used under the ClientShell (components/app-shell). */
export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuthStore must be used inside <ClientShell>.");
  return useStore(store, selector);
}
