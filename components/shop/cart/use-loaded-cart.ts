"use client";

import { useEffect } from "react";
import { useAuthStore } from "@/stores/auth-store";
import { useCartStore } from "@/stores/shop/cart-store";

/** The cart and its loading status, loaded once shown (again when the visitor logs in or out). */
export function useLoadedCart() {
  const cart = useCartStore((state) => state.cart);
  const status = useCartStore((state) => state.status);
  const customer = useAuthStore((state) => state.isLogged);
  // The guest's cart or the customer's: only once the browser knows the session.
  const known = useAuthStore((state) => state.known);
  useEffect(() => {
    if (known) void useCartStore.getState().ensureLoaded({ customer });
  }, [customer, known]);
  return { cart, status };
}
