import { create } from "zustand";

/** What the top loading bar shows (driven by components/app-shell/loading-bar.tsx). */
export interface LoadingBarState {
  visible: boolean;
  /** 0 to 1. */
  progress: number;
}

export interface UiState {
  /** navigator.onLine, kept current by the offline watcher. True on the server. */
  online: boolean;
  loadingBar: LoadingBarState;
  /** Ids of the open dialogs, innermost last: only the top one reacts to Escape. */
  modalStack: string[];
  /** Popups already opened during this page life (SPA navigations included). */
  openedPopups: string[];
  mobileMenuOpen: boolean;
  setOnline: (online: boolean) => void;
  setLoadingBar: (state: LoadingBarState) => void;
  pushModal: (id: string) => void;
  removeModal: (id: string) => void;
  markPopupOpened: (id: string) => void;
  setMobileMenuOpen: (open: boolean) => void;
}

/**
 * Browser-only UI state. A module-level store is safe here because nothing writes to it during a
 * server render (only effects and event handlers do), so no request can see another's state.
 */
export const useUiStore = create<UiState>()((set) => ({
  online: true,
  loadingBar: { visible: false, progress: 0 },
  modalStack: [],
  openedPopups: [],
  mobileMenuOpen: false,
  setOnline: (online) => set({ online }),
  setLoadingBar: (loadingBar) => set({ loadingBar }),
  pushModal: (id) => set((state) => ({ modalStack: [...state.modalStack.filter((open) => open !== id), id] })),
  removeModal: (id) => set((state) => ({ modalStack: state.modalStack.filter((open) => open !== id) })),
  markPopupOpened: (id) =>
    set((state) => (state.openedPopups.includes(id) ? state : { openedPopups: [...state.openedPopups, id] })),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
}));

/** True when the dialog `id` is the innermost open one. */
export function isTopModal(id: string): boolean {
  return useUiStore.getState().modalStack.at(-1) === id;
}
