"use client";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/modal";
import { matchesAnyTag } from "@/lib/domain/service-tags";
import type { Service } from "@/lib/schemas/services";
import { useServiceStore } from "@/stores/service-store";

// react-query and the quick view load only when a visitor opens one.
const ServiceQuickView = lazy(() => import("./service-quick-view"));

/**
 * Filter of a server-rendered list of services by tag: toggle buttons (aria-pressed); a service
 * shows when it carries one of the chosen tags (lib/domain/service-tags.ts, the API's own rule),
 * all of them when none is chosen. The cards stay server-rendered (passed as `cards`, by id).
 * « Aperçu » selects the card's service (SPEC §4 store) and opens its quick view, which reuses it.
 */
export function ServiceTagFilter({ tags, services, cards }: { tags: readonly string[]; services: readonly Service[]; cards: Readonly<Record<number, ReactNode>> }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<Service | null>(null);
  const select = useServiceStore((state) => state.select);
  const shown = services.filter((service) => matchesAnyTag(service.tags, chosen));
  const toggle = (tag: string) => setChosen((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));
  const open = (service: Service) => {
    select(service);
    setPreview(service);
  };
  return (
    <>
      <div role="group" aria-label="Filtrer par étiquette" className="mb-6 flex flex-wrap gap-2">
        {tags.map((tag) => {
          const pressed = chosen.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(tag)}
              className={`min-h-11 rounded-full border-2 border-primary px-4 py-1 ${pressed ? "bg-primary text-on-primary" : ""}`}
            >
              {tag}
            </button>
          );
        })}
        {chosen.length > 0 ? (
          <button type="button" onClick={() => setChosen([])} className="min-h-11 px-3 underline">
            Toutes les prestations
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="sr-only">
        {shown.length} prestation{shown.length > 1 ? "s" : ""} affichée{shown.length > 1 ? "s" : ""}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2" data-testid="services-list">
        {shown.map((service) => (
          <li key={service.id} className="flex flex-col gap-2">
            {cards[service.id]}
            <button type="button" onClick={() => open(service)} className="min-h-11 self-start px-1 underline">
              Aperçu de « {service.title} »
            </button>
          </li>
        ))}
      </ul>
      <Modal open={preview !== null} onClose={() => setPreview(null)} title={preview?.title ?? "Prestation"}>
        {preview ? (
          <Suspense fallback={<p role="status">Chargement…</p>}>
            <ServiceQuickView id={preview.id} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
