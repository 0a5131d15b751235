"use client";
import { useRef, useState, type KeyboardEvent } from "react";
import type { AdminPanelProps } from "../types";
import { LogosTab } from "./logos-tab";
import { MediaLibrary } from "./media-library";

const TABS = [
  { id: "library", label: "Bibliothèque" },
  { id: "logos", label: "Logos et icône" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** « Médias »: the image library (upload, alt text, usage, delete) and the site's logos and favicon. */
// The toolbar's dialog gives the title and the close button (AdminPanelProps.onClose unused here).
export default function MediaPanel(_props: AdminPanelProps) {
  const [tab, setTab] = useState<TabId>("library");
  const [status, setStatus] = useState("");
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Tabs pattern: arrows move between tabs, the active one is the only tab stop.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next.id);
    tabRefs.current[next.id]?.focus();
  };

  return (
    <section aria-label="Médias" className="flex flex-col gap-3 bg-white p-4 text-neutral-900">
      <div role="tablist" aria-label="Sections des médias" className="flex gap-1 border-b border-neutral-300">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(node) => {
              tabRefs.current[t.id] = node;
            }}
            type="button"
            role="tab"
            id={`media-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={tab === t.id ? `media-tabpanel-${t.id}` : undefined}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
            className={`-mb-px rounded-t border px-3 py-1.5 text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700 ${tab === t.id ? "border-neutral-300 border-b-white bg-white font-semibold" : "border-transparent text-neutral-800"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-green-900">
        {status}
      </p>
      <div role="tabpanel" id={`media-tabpanel-${tab}`} aria-labelledby={`media-tab-${tab}`} tabIndex={0}>
        {tab === "library" ? <MediaLibrary onStatus={setStatus} /> : <LogosTab onStatus={setStatus} />}
      </div>
    </section>
  );
}
