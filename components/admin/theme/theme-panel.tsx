"use client";
import type { AdminPanelProps } from "../types";

/** Placeholder until the Thème et paramètres panel lands (issue 9). */
export default function ThemePanel({ onClose }: AdminPanelProps) {
  return (
    <section aria-label="Thème et paramètres">
      <p>Thème et paramètres : bientôt disponible.</p>
      <button type="button" onClick={onClose}>
        Fermer
      </button>
    </section>
  );
}
