"use client";
import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import { EMPTY_DELIVERY_STATE, type DeliveryState } from "@/lib/schemas/shop/delivery-state";
import { useDeliveryStore, type DeliveryStore } from "@/stores/shop/delivery-store";

const KEYS = Object.keys(EMPTY_DELIVERY_STATE) as (keyof DeliveryState)[];

/** The delivery choices of SPEC §3 (the persisted part of the delivery store), re-rendering on their changes only. */
export function useDeliveryState(): DeliveryState {
  return useDeliveryStore(useShallow((state: DeliveryStore) => Object.fromEntries(KEYS.map((key) => [key, state[key]])) as unknown as DeliveryState));
}

/** SPEC §4: the delivery choices are read back from local storage once per page life; true once done. */
export function useRestoredDelivery(): boolean {
  const restored = useDeliveryStore((state) => state.restored);
  useEffect(() => {
    if (!useDeliveryStore.getState().restored) useDeliveryStore.getState().restore();
  }, []);
  return restored;
}
