"use client";
import { useCartStore } from "@/stores/shop/cart-store";

/**
 * The cart message (SPEC §8: cart errors are stored as the cart message): the last refused cart
 * write or failed refresh, or a notice such as the merge after a login; the visitor can dismiss it.
 */
export function CartMessageBanner() {
  const message = useCartStore((state) => state.message);
  const setMessage = useCartStore((state) => state.setMessage);
  return (
    <div role={message?.tone === "error" ? "alert" : "status"} className="empty:hidden">
      {message ? (
        <div className="flex items-start justify-between gap-3 rounded-md border-2 border-ink px-4 py-3">
          <p className="font-semibold">
            {message.tone === "error" ? <span aria-hidden="true">⚠ </span> : null}
            {message.text}
          </p>
          <button
            type="button"
            onClick={() => setMessage(null)}
            className="grid size-8 shrink-0 place-items-center rounded-full text-xl leading-none hover:bg-ink/10"
            aria-label="Masquer le message"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
