"use client";
import type { AdminPanelProps } from "../types";

/** Placeholder until the Journal des modifications panel lands (issue 9). */
export default function AuditPanel({ onClose }: AdminPanelProps) {
  return (
    <section aria-label="Journal des modifications">
      <p>Journal des modifications : bientôt disponible.</p>
      <button type="button" onClick={onClose}>
        Fermer
      </button>
    </section>
  );
}
