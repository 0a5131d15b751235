import { create } from "zustand";
import { EMPTY_CATALOGUE_FILTERS, type CatalogueFilters } from "@/lib/domain/shop/catalogue-query";
import type { MealIcon, Product } from "@/lib/schemas/shop/product";

/**
 * The product store of SPEC §3 (UI and draft state only, no business rule): the catalogue's
 * filters as the visitor is setting them, the product being looked at, and the meal icons, which
 * are fetched once per page life (SPEC §4). Product data is public (the same for every visitor),
 * so a module store is safe; reads go through react-query or the server render, never here.
 */
export interface ProductState {
  filters: CatalogueFilters;
  /** The product of the sheet being shown (set by the sheet's client parts). */
  current: Product | null;
  /** Meal icons once loaded; null until then. */
  mealIcons: MealIcon[] | null;
  setFilters: (filters: CatalogueFilters) => void;
  resetFilters: () => void;
  setCurrent: (product: Product | null) => void;
  /** The meal icons: the stored list, else `load()` called once (a second caller waits for the same call). */
  ensureMealIcons: (load: () => Promise<MealIcon[]>) => Promise<MealIcon[]>;
}

let mealIconsLoading: Promise<MealIcon[]> | null = null;

export const useProductStore = create<ProductState>()((set, get) => ({
  filters: EMPTY_CATALOGUE_FILTERS,
  current: null,
  mealIcons: null,
  setFilters: (filters) => set({ filters }),
  resetFilters: () => set({ filters: EMPTY_CATALOGUE_FILTERS }),
  setCurrent: (product) => set({ current: product }),
  ensureMealIcons: (load) => {
    const stored = get().mealIcons;
    if (stored) return Promise.resolve(stored);
    mealIconsLoading ??= load().then(
      (icons) => {
        set({ mealIcons: icons });
        return icons;
      },
      (error: unknown) => {
        // A failed load may be tried again (the next caller).
        mealIconsLoading = null;
        throw error;
      },
    );
    return mealIconsLoading;
  },
}));

/** Tests: back to a fresh store (and a fresh meal-icon load). */
export function resetProductStore(): void {
  mealIconsLoading = null;
  useProductStore.setState({ filters: EMPTY_CATALOGUE_FILTERS, current: null, mealIcons: null });
}
