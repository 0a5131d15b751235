"use client";
import { useRef, type KeyboardEvent } from "react";
import type { AdminPanelId } from "../types";
import { useBottomBarOffset } from "./use-bottom-bar-offset";

export interface AdminToolbarProps {
  editing: boolean;
  /** False when the current page is not a builder page (legal texts, account…). */
  canEdit: boolean;
  openPanel: AdminPanelId | null;
  onEdit: () => void;
  onPanel: (panel: Exclude<AdminPanelId, "edit">) => void;
  onLeave: () => void;
  /** The site sells online: « Commandes » is offered. */
  shop: boolean;
}

const PANELS: Array<{ id: Exclude<AdminPanelId, "edit">; label: string; shopOnly?: true }> = [
  { id: "pages", label: "Pages" },
  { id: "content", label: "Contenus" },
  { id: "orders", label: "Commandes", shopOnly: true },
  { id: "theme", label: "Thème" },
  { id: "media", label: "Médias" },
  { id: "audit", label: "Journal" },
];

/** Arrow keys, Home and End move between the toolbar's buttons (one tab stop in the page order). */
function rove(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not([disabled])"));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const next =
    event.key === "ArrowRight" || event.key === "ArrowDown"
      ? (index + 1) % buttons.length
      : event.key === "ArrowLeft" || event.key === "ArrowUp"
        ? (index - 1 + buttons.length) % buttons.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? buttons.length - 1
            : -1;
  if (next < 0) return;
  event.preventDefault();
  buttons.forEach((button, i) => (button.tabIndex = i === next ? 0 : -1));
  buttons[next]!.focus();
}

/** The administrator's toolbar, on every public page (fixed at the bottom). */
export function AdminToolbar({ editing, canEdit, openPanel, onEdit, onPanel, onLeave, shop }: AdminToolbarProps) {
  useBottomBarOffset();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} role="toolbar" aria-label="Administration du site" aria-orientation="horizontal" className="ea-toolbar" onKeyDown={rove}>
      <button
        type="button"
        tabIndex={0}
        aria-pressed={editing}
        disabled={!canEdit}
        title={canEdit ? undefined : "Cette page n’est pas modifiable avec l’éditeur"}
        onClick={onEdit}
      >
        Modifier la page
      </button>
      {PANELS.filter((panel) => shop || !panel.shopOnly).map((panel) => (
        <button
          key={panel.id}
          type="button"
          tabIndex={canEdit ? -1 : panel.id === "pages" ? 0 : -1}
          aria-haspopup="dialog"
          aria-expanded={openPanel === panel.id}
          onClick={() => onPanel(panel.id)}
        >
          {panel.label}
        </button>
      ))}
      <button type="button" tabIndex={-1} onClick={onLeave}>
        Retour à la consultation
      </button>
    </div>
  );
}
