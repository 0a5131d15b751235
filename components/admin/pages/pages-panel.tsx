"use client";
import type { AdminPanelProps } from "../types";

/** Placeholder until the Pages et menu panel lands (issue 9). */
export default function PagesPanel({ onClose }: AdminPanelProps) {
  return (
    <section aria-label="Pages et menu">
      <p>Pages et menu : bientôt disponible.</p>
      <button type="button" onClick={onClose}>
        Fermer
      </button>
    </section>
  );
}
