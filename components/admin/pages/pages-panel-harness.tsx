"use client";
import { lazy, Suspense, useState } from "react";
import { PRIMARY_BUTTON } from "@/components/account/field-styles";

const PagesPanel = lazy(() => import("./pages-panel"));

/** Opens the pages panel as the admin toolbar will (app/builder-harness, tests only). */
export function PagesPanelHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={PRIMARY_BUTTON} onClick={() => setOpen(true)}>
        Ouvrir « Pages et menu »
      </button>
      {open ? (
        <Suspense fallback={<p>Chargement…</p>}>
          <PagesPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
