"use client";
import { Suspense, useState } from "react";
import type { AdminPanelProps } from "../types";
import { PanelTabs } from "../ui/panel-tabs";
import { CONTENT_TABS } from "./content-tabs";

/** « Contenus »: the site's content modules (blog, reviews, messages…), one tab each. */
// The toolbar's dialog gives the title and the close button (AdminPanelProps.onClose unused here).
export default function ContentPanel(_props: AdminPanelProps) {
  const [tab, setTab] = useState(CONTENT_TABS[0]?.id ?? "");
  const [status, setStatus] = useState("");
  const current = CONTENT_TABS.find((entry) => entry.id === tab);
  return (
    <section aria-label="Contenus" className="flex flex-col gap-3 bg-white p-4 text-neutral-900">
      <PanelTabs
        label="Modules de contenu"
        idPrefix="content"
        tabs={CONTENT_TABS}
        selected={tab}
        onSelect={(id) => {
          setStatus("");
          setTab(id);
        }}
        between={
          <p role="status" className="text-sm text-green-900">
            {status}
          </p>
        }
      >
        {current ? (
          <Suspense fallback={<p role="status">Chargement…</p>}>
            <current.Component onStatus={setStatus} />
          </Suspense>
        ) : null}
      </PanelTabs>
    </section>
  );
}
