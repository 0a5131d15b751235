"use client";
import { useEffect } from "react";

const ENTRY = "li[data-submenu]";
const TOGGLE = ":scope > button[aria-controls]";

function entryOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(ENTRY) : null;
}

function setOpen(entry: HTMLElement, open: boolean): void {
  if (open) entry.dataset.open = "true";
  else delete entry.dataset.open;
  entry.querySelector(TOGGLE)?.setAttribute("aria-expanded", String(open));
}

/**
 * The desktop menu's submenus (their markup: desktop-bar.tsx SubmenuEntry), every entry from one
 * place, so the menu itself is plain markup. A submenu shows on hover (CSS) and through the
 * disclosure button next to its entry's link (aria-expanded); Escape hides it (even when shown by
 * hover, until the pointer leaves: WCAG 1.4.13) and brings focus back to the button when it was
 * inside; focus leaving the entry closes it. State lives in the entry's data-open and
 * data-dismissed attributes, which the styles read (site-chrome.css).
 */
export function SubmenuBehavior() {
  useEffect(() => {
    let hovered: HTMLElement | null = null;
    const onClick = (event: MouseEvent) => {
      const entry = entryOf(event.target);
      const toggle = entry?.querySelector(TOGGLE);
      if (!entry || !toggle?.contains(event.target as Node)) return;
      setOpen(entry, entry.dataset.open === undefined);
      delete entry.dataset.dismissed;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const entry = entryOf(event.target);
      if (entry) {
        const focusInside = entry.querySelector(":scope > ul")?.contains(document.activeElement) ?? false;
        setOpen(entry, false);
        entry.dataset.dismissed = "true";
        if (focusInside) entry.querySelector<HTMLElement>(TOGGLE)?.focus();
      } else if (hovered) {
        hovered.dataset.dismissed = "true";
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const entry = entryOf(event.target);
      if (entry && !entry.contains(event.relatedTarget as Node | null)) setOpen(entry, false);
    };
    const onMouseOver = (event: MouseEvent) => {
      hovered = entryOf(event.target) ?? hovered;
    };
    const onMouseOut = (event: MouseEvent) => {
      const entry = entryOf(event.target);
      if (!entry || entry.contains(event.relatedTarget as Node | null)) return;
      delete entry.dataset.dismissed;
      if (hovered === entry) hovered = null;
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("mouseover", onMouseOver);
    document.addEventListener("mouseout", onMouseOut);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("mouseover", onMouseOver);
      document.removeEventListener("mouseout", onMouseOut);
    };
  }, []);
  return null;
}
