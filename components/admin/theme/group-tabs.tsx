"use client";
import { useRef, type KeyboardEvent } from "react";

export interface GroupTab {
  id: string;
  label: string;
}

export const tabId = (id: string) => `theme-tab-${id}`;
export const tabPanelId = (id: string) => `theme-tabpanel-${id}`;

/** The groups as tabs (arrow keys, Home and End move between them; the selected one is in the Tab order). */
export function GroupTabs({ tabs, active, onSelect }: { tabs: GroupTab[]; active: string; onSelect: (id: string) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last ? 0 : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0 ? last : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(tabs[next]!.id)}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label="Groupes de paramètres" aria-orientation="horizontal" className="flex flex-wrap gap-1 border-b border-neutral-300 pb-2">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={tabId(tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={tabPanelId(tab.id)}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
          className={`rounded px-2 py-1 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
            tab.id === active ? "bg-blue-800 font-semibold text-white" : "bg-neutral-100 text-neutral-900 hover:bg-neutral-200"
          }`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
