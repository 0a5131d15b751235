"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getBrowserApi } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";
import { serviceSchema, type Service } from "@/lib/schemas/services";
import { reusableService, useServiceStore } from "@/stores/service-store";

/**
 * The service `id` for a client view (SPEC §4): the store's selected service is reused when its id
 * matches (no request); otherwise the store is reset and GET /service/{id} is fetched through
 * react-query, and the answer becomes the selection.
 */
export function useSelectedService(id: number) {
  const selected = useServiceStore((state) => state.selected);
  const reset = useServiceStore((state) => state.reset);
  const select = useServiceStore((state) => state.select);
  const reused = reusableService(selected, id);

  useEffect(() => {
    if (selected && selected.id !== id) reset();
  }, [selected, id, reset]);

  const query = useQuery({
    queryKey: queryKeys.service(id),
    queryFn: (): Promise<Service> => getParsed(getBrowserApi(), `/service/${id}`, serviceSchema),
    enabled: reused === null,
  });

  useEffect(() => {
    if (query.data && reusableService(useServiceStore.getState().selected, id) === null) select(query.data);
  }, [query.data, id, select]);

  return { service: reused ?? query.data ?? null, isLoading: reused === null && query.isLoading, error: query.error };
}
