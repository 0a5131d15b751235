"use client";
import { lazy, Suspense, type ReactNode } from "react";
import type { Service } from "@/lib/schemas/services";

/**
 * The services list's tag filter, imported lazily (it brings the modal and the service store):
 * the block registry is in every page's module graph, so a static import would load it on every
 * page. Until it arrives the cards show unfiltered (the server renders the filter itself).
 */
const ServiceTagFilter = lazy(() => import("./service-tag-filter").then((module) => ({ default: module.ServiceTagFilter })));

export function ServiceTagFilterIsland(props: { tags: readonly string[]; services: readonly Service[]; cards: Readonly<Record<number, ReactNode>> }) {
  const fallback = (
    <ul className="grid gap-6 sm:grid-cols-2">
      {props.services.map((service) => (
        <li key={service.id} className="flex flex-col">
          {props.cards[service.id]}
        </li>
      ))}
    </ul>
  );
  return (
    <Suspense fallback={fallback}>
      <ServiceTagFilter {...props} />
    </Suspense>
  );
}
