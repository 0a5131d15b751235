"use client";
import { lazy, Suspense } from "react";
import type { CheckoutProps } from "./checkout-types";

/**
 * The checkout's client island. The steps (react-query, the API client, zod, the forms) are
 * imported lazily: the page's first load holds the frame only, and the steps need the browser's
 * cart anyway (local storage), so the server has nothing more to render.
 */
const Checkout = lazy(() => import("./checkout").then((module) => ({ default: module.Checkout })));

export function CheckoutIsland(props: CheckoutProps) {
  return (
    <Suspense fallback={<p className="mt-6" role="status">Chargement de votre commande…</p>}>
      <Checkout {...props} />
    </Suspense>
  );
}
