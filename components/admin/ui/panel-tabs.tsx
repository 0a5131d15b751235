"use client";
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface PanelTab<Id extends string> {
  id: Id;
  label: string;
}

export interface PanelTabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and tab panel ids (unique in the page). */
  idPrefix: string;
  tabs: ReadonlyArray<PanelTab<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  /** Shown between the tab list and the tab panel (a status line shared by the tabs). */
  between?: ReactNode;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The WAI-ARIA tabs pattern used by the admin panels: arrows, Home and End move between tabs and
 * select them; the active tab is the only tab stop; the tab panel is focusable.
 */
export function PanelTabs<Id extends string>({ label, idPrefix, tabs, selected, onSelect, between, children }: PanelTabsProps<Id>) {
  const refs = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-neutral-300">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[tab.id] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={selected === tab.id ? `${idPrefix}-tabpanel-${tab.id}` : undefined}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKey}
            className={`-mb-px rounded-t border px-3 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700 ${selected === tab.id ? "border-neutral-300 border-b-white bg-white font-semibold" : "border-transparent text-neutral-800"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {between}
      <div role="tabpanel" id={`${idPrefix}-tabpanel-${selected}`} aria-labelledby={`${idPrefix}-tab-${selected}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
