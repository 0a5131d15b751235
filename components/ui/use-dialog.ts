import { useEffect, useEffectEvent, useId, useRef, type RefObject } from "react";
import { isTopModal, useUiStore } from "@/stores/ui-store";
import { focusableElements, trapTabKey } from "./focus-trap";
import { lockScroll } from "./scroll-lock";

export interface DialogBehaviourOptions {
  /** True while the dialog element is in the DOM. */
  active: boolean;
  onClose: () => void;
  /** Extra keys for the innermost dialog only (e.g. arrows in the lightbox). */
  onKeyDown?: (event: KeyboardEvent) => void;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Shared behaviour of every dialog: joins the modal stack, locks page scroll, moves focus in,
 * traps Tab, closes on Escape (innermost dialog only) and gives focus back to the opener.
 */
export function useDialogBehaviour({ active, onClose, onKeyDown, initialFocus }: DialogBehaviourOptions) {
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);
  const extraKeys = useEffectEvent((event: KeyboardEvent) => onKeyDown?.(event));

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement;
    const { pushModal, removeModal } = useUiStore.getState();
    pushModal(id);
    const releaseScroll = lockScroll();
    const target = initialFocus?.current ?? focusableElements(container)[0] ?? container;
    target.focus({ preventScroll: true });

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (trapTabKey(event, container)) return;
      extraKeys(event);
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => {
      document.removeEventListener("keydown", handleKeyDown);
      removeModal(id);
      releaseScroll();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, id, initialFocus]);

  return { containerRef };
}
