"use client";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";

const WIDTHS = [
  { width: 375, label: "Téléphone" },
  { width: 768, label: "Tablette" },
  { width: 1280, label: "Ordinateur" },
] as const;

/** The draft rendered by the server (the page at its preview path) at three widths. */
export function PreviewDialog({ path, onClose }: { path: string; onClose: () => void }) {
  const [width, setWidth] = useState<number>(375);
  return (
    <Modal open onClose={onClose} title="Aperçu du brouillon" className="ea-dialog max-w-[min(96vw,1320px)]">
      <div className="ea-row" role="group" aria-label="Largeur de l’aperçu">
        {WIDTHS.map((entry) => (
          <button key={entry.width} type="button" className="ea-button" aria-pressed={width === entry.width} onClick={() => setWidth(entry.width)}>
            {entry.label} ({entry.width} px)
          </button>
        ))}
      </div>
      {/* Scrolls sideways when the width is wider than the screen: focusable so the keyboard can scroll it. */}
      <div className="ea-frame-wrap" role="region" aria-label="Page en aperçu" tabIndex={0}>
        <iframe src={path} title={`Aperçu de la page à ${width} pixels de large`} style={{ width }} data-testid="ea-preview-frame" />
      </div>
    </Modal>
  );
}
