"use client";
import dynamic from "next/dynamic";
import type { CartButtonProps } from "./cart-button";

// Its own chunk: the site chrome is every page's, but only shop sites render (and so load) the
// cart button and its store; a site without a shop (69) downloads this wrapper only.
const CartButton = dynamic(() => import("./cart-button").then((module) => module.CartButton));

/** The header's cart entry of shop sites (server-rendered; see CartButton). */
export function CartEntry(props: CartButtonProps) {
  return <CartButton {...props} />;
}
