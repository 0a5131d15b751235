"use client";
import { useState } from "react";
import type { AdminPanelProps } from "../types";
import { PanelTabs } from "../ui/panel-tabs";
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
  return (
    <section aria-label="Médias" className="flex flex-col gap-3 bg-white p-4 text-neutral-900">
      <PanelTabs
        label="Sections des médias"
        idPrefix="media"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        between={
          <p role="status" className="text-sm text-green-900">
            {status}
          </p>
        }
      >
        {tab === "library" ? <MediaLibrary onStatus={setStatus} /> : <LogosTab onStatus={setStatus} />}
      </PanelTabs>
    </section>
  );
}
