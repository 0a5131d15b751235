"use client";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";

export interface SubmenuItemProps {
  /** The entry's own link (server-rendered). */
  link: ReactNode;
  label: string;
  submenuId: string;
  className?: string;
  buttonClassName?: string;
  submenuClassName?: string;
  /** The submenu's <li> items. */
  children: ReactNode;
}

/**
 * A menu entry with a submenu. The submenu shows on hover (CSS) and through a disclosure button
 * next to the link (aria-expanded), so it works with the keyboard; Escape hides it (even when shown
 * by hover) and brings focus back to the button when it was inside. Leaving the entry closes it.
 */
export function SubmenuItem({ link, label, submenuId, className, buttonClassName, submenuClassName, children }: SubmenuItemProps) {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const submenuRef = useRef<HTMLUListElement>(null);

  // Content shown on hover must be dismissable without moving the pointer (WCAG 1.4.13).
  useEffect(() => {
    if (!hovered) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [hovered]);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== "Escape") return;
    const focusInside = submenuRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    setDismissed(true);
    if (focusInside) buttonRef.current?.focus();
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <li
      className={className}
      data-open={open ? "true" : undefined}
      data-dismissed={dismissed ? "true" : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      {link}
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => {
          setOpen((value) => !value);
          setDismissed(false);
        }}
      >
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="sr-only">Sous-menu « {label} »</span>
      </button>
      <ul id={submenuId} ref={submenuRef} className={submenuClassName}>
        {children}
      </ul>
    </li>
  );
}
