import { create } from "zustand";
import type { Service } from "@/lib/schemas/services";

/**
 * The selected service (SPEC §4): « a selected service is reused if its id equals the requested id,
 * otherwise reset and refetched ». UI state only; the fetch is react-query's (use-selected-service).
 */
export interface ServiceState {
  selected: Service | null;
  select: (service: Service) => void;
  reset: () => void;
}

export const useServiceStore = create<ServiceState>()((set) => ({
  selected: null,
  select: (service) => set({ selected: service }),
  reset: () => set({ selected: null }),
}));

/** The §4 rule: the selected service when it is the requested one, else null (reset, then refetch). */
export function reusableService(selected: Service | null, requestedId: number): Service | null {
  return selected && selected.id === requestedId ? selected : null;
}
