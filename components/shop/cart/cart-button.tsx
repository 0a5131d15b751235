"use client";
import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { whenLoadedAndIdle } from "@/components/ui/when-idle";
import { useAuthStore } from "@/stores/auth-store";
import { selectItemCount, useCartStore } from "@/stores/shop/cart-store";

const loadPreview = () => import("./cart-preview");
// The preview (lines, totals) is fetched at the first sign of interest, never with the page.
const CartPreview = dynamic(() => loadPreview().then((module) => module.CartPreview), { ssr: false });

/** How long the pointer may leave the icon and its panel before a hover preview closes (ms). */
const HOVER_CLOSE_DELAY = 250;
/**
 * Where the panel opens beside the icon (Tailwind's `sm`, the panel's `sm:` classes). Narrower, it
 * covers the header, icon included: opened by hover, it would take the click meant for the icon.
 */
const PANEL_BESIDE_ICON = "(min-width: 40rem)";
const panelBesideIcon = () => window.matchMedia?.(PANEL_BESIDE_ICON).matches ?? true;

export interface CartButtonProps {
  /** The CART_ICON, rendered by the server. */
  icon: ReactNode;
  /** SEE_CART_ON_HOVER: a mouse over the icon opens the preview too. */
  seeOnHover: boolean;
  className?: string;
}

/** « Panier, 3 articles »: the button's name with the count of units. */
export function cartButtonLabel(count: number): string {
  return count === 0 ? "Panier" : `Panier, ${count} ${count > 1 ? "articles" : "article"}`;
}

/**
 * The header's cart icon (shop sites only) with the count of units, opening the cart preview on
 * click or keyboard (always) and on mouse hover (SEE_CART_ON_HOVER, where the panel opens beside
 * the icon). Escape and a click outside close it; focus moves into it when opened by the visitor
 * and comes back to the button. It also opens, without taking the focus, after a product is added
 * (cart store's preview request).
 * The stored cart is refreshed once the page has loaded and is idle.
 */
export function CartButton({ icon, seeOnHover, className }: CartButtonProps) {
  const id = useId();
  const panelId = `${id}-apercu`;
  const [open, setOpen] = useState<null | { focus: boolean }>(null);
  const count = useCartStore(selectItemCount);
  const previewRequest = useCartStore((state) => state.previewRequest);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | null>(null);
  const seenRequest = useRef(previewRequest);

  const customer = useAuthStore((state) => state.isLogged);
  // The guest's cart or the customer's: only once the browser knows the session.
  const known = useAuthStore((state) => state.known);
  useEffect(() => (known ? whenLoadedAndIdle(() => void useCartStore.getState().ensureLoaded({ customer })) : undefined), [customer, known]);

  // After an add: the visible icon (desktop or phone bar) shows the cart.
  useEffect(() => {
    if (previewRequest === seenRequest.current) return;
    seenRequest.current = previewRequest;
    const button = buttonRef.current;
    if (button && button.getClientRects().length > 0) setOpen((current) => current ?? { focus: false });
  }, [previewRequest]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inside = rootRef.current?.contains(document.activeElement);
      setOpen(null);
      if (inside) buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  const cancelClose = () => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const hoverProps = seeOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== "mouse" || !panelBesideIcon()) return;
          cancelClose();
          setOpen((current) => current ?? { focus: false });
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType !== "mouse") return;
          cancelClose();
          closeTimer.current = window.setTimeout(() => setOpen((current) => (current?.focus ? current : null)), HOVER_CLOSE_DELAY);
        },
      }
    : {};

  return (
    <div ref={rootRef} className="relative" {...hoverProps}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={open !== null}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((current) => (current?.focus ? null : { focus: true }))}
        onPointerEnter={() => void loadPreview().catch(() => undefined)}
        onFocus={() => void loadPreview().catch(() => undefined)}
      >
        {icon}
        <span className="sr-only">{cartButtonLabel(count)}</span>
        <span
          aria-hidden="true"
          data-cart-count={count}
          className={`absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-[var(--color-accent-raw)] px-1 text-xs font-bold leading-none text-[var(--color-on-accent)] ${count === 0 ? "invisible" : ""}`}
        >
          {count > 99 ? "99+" : count}
        </span>
      </button>
      {open ? <CartPreview id={panelId} takeFocus={open.focus} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
