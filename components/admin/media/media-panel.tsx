"use client";
import type { AdminPanelProps } from "../types";

/** Placeholder until the Médias panel lands (issue 9). */
export default function MediaPanel({ onClose }: AdminPanelProps) {
  return (
    <section aria-label="Médias">
      <p>Médias : bientôt disponible.</p>
      <button type="button" onClick={onClose}>
        Fermer
      </button>
    </section>
  );
}
