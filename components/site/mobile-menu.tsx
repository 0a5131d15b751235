"use client";
import { usePathname } from "next/navigation";
import { MOBILE_MENU_TOGGLE } from "./mobile-menu-toggle";
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";

/**
 * The small-screen menu: a button (in the mobile top bar or the bottom bar, by
 * MOBILE_MENU_POSITION) and a full-screen panel, sharing one open state. The buttons are plain
 * markup of the static bars (mobile-bars.tsx, marked with MOBILE_MENU_TOGGLE): the provider takes
 * their clicks and keeps their aria-expanded; the panel reads the state through context. Plain
 * React state, no library.
 */

interface MobileMenuState {
  open: boolean;
  panelId: string;
  openMenu: () => void;
  closeMenu: (returnFocus: boolean) => void;
}

const MobileMenuContext = createContext<MobileMenuState | null>(null);

function useMobileMenu(): MobileMenuState {
  const state = useContext(MobileMenuContext);
  if (!state) throw new Error("MobileMenuPanel must be inside MobileMenuProvider");
  return state;
}

export function MobileMenuProvider({ panelId, children }: { panelId: string; children: ReactNode }) {
  const pathname = usePathname();
  // The path the menu was opened on: navigating elsewhere closes it without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openedOn !== null && openedOn === (pathname ?? "");

  const value = useMemo<MobileMenuState>(
    () => ({
      open,
      panelId,
      openMenu: () => setOpenedOn(pathname ?? ""),
      closeMenu: (returnFocus) => {
        setOpenedOn(null);
        if (returnFocus) buttonRef.current?.focus();
      },
    }),
    [open, panelId, pathname],
  );

  // The bars' buttons: a click toggles the panel; the one clicked gets focus back when it closes.
  const { openMenu, closeMenu } = value;
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${MOBILE_MENU_TOGGLE}]`) : null;
      if (!toggle || toggle.getAttribute("aria-controls") !== panelId) return;
      buttonRef.current = toggle;
      if (open) closeMenu(false);
      else openMenu();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open, panelId, openMenu, closeMenu]);
  // Their aria-expanded, also on the markup a navigation brings (the bars are rendered again).
  useEffect(() => {
    for (const toggle of document.querySelectorAll(`button[${MOBILE_MENU_TOGGLE}]`)) {
      if (toggle.getAttribute("aria-controls") === panelId) toggle.setAttribute("aria-expanded", String(open));
    }
  }, [open, panelId, pathname]);

  // Page behind the panel must not scroll while it is open.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return <MobileMenuContext.Provider value={value}>{children}</MobileMenuContext.Provider>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface MobileMenuPanelProps {
  className?: string;
  closeButtonClassName?: string;
  closeIcon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}

/** Modal panel: focus moves in on open and stays inside (Tab wraps); Escape or a link closes it. Its content is rendered only while it is open. */
export function MobileMenuPanel({ className, closeButtonClassName, closeIcon, title, children }: MobileMenuPanelProps) {
  const { open, panelId, closeMenu } = useMobileMenu();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      closeMenu(true);
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A click on a link closes the panel even when it points at the page already shown.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest("a[href]")) closeMenu(false);
  }

  return (
    <div
      ref={panelRef}
      id={panelId}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${panelId}-titre`}
      hidden={!open}
      className={className}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="flex items-center justify-between gap-4">
        <p id={`${panelId}-titre`} className="font-title text-xl">
          {title}
        </p>
        <button ref={closeRef} type="button" className={closeButtonClassName} onClick={() => closeMenu(true)}>
          {closeIcon}
          <span className="sr-only">Fermer le menu</span>
        </button>
      </div>
      {/* Rendered once opened: the whole page tree again in every page's HTML cost the server's
          render of a page for a panel most visitors never open (issue 8). */}
      {open ? children : null}
    </div>
  );
}
