"use client";
import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/api-client/query-client";
import { servicePath } from "@/lib/domain/album-path";
import { formatDuration } from "./format-duration";
import { useSelectedService } from "./use-selected-service";

function QuickViewBody({ id }: { id: number }) {
  const { service, isLoading, error } = useSelectedService(id);
  if (isLoading) return <p role="status">Chargement…</p>;
  if (error || !service) return <p role="alert">La prestation n&apos;a pas pu être chargée. Réessayez plus tard.</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="service-quick-view">
      <p>{service.summary}</p>
      <p>
        {service.priceText}
        {service.durationMinutes ? ` · ${formatDuration(service.durationMinutes)}` : ""}
      </p>
      <p>
        <a href={servicePath(service)} className="underline text-link">
          Voir la prestation
        </a>
      </p>
    </div>
  );
}

/** The quick view of a service (loaded on first use, with react-query): the §4 selection rule at work. */
export default function ServiceQuickView({ id }: { id: number }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <QuickViewBody id={id} />
    </QueryClientProvider>
  );
}
