import { readStorage, readTimestamp, writeStorage } from "@/stores/browser-storage";

/** Namespaced localStorage keys, so several tools on the same origin never collide. */
export const modalStorageKey = (key: string) => `evolusite:modal:${key}`;
export const popupStorageKey = (id: string) => `evolusite:popup:${id}`;

/** Stores when the modal `key` was closed (SPEC §2: remembered unless it shows on every reload). */
export function rememberModalClosed(key: string, now: number = Date.now()): void {
  writeStorage(modalStorageKey(key), String(now));
}

/** When the modal `key` was last closed, or null if never (or storage unavailable). */
export function readModalClosedAt(key: string): number | null {
  return readTimestamp(modalStorageKey(key));
}

/** Whether a remembered modal should open: always when it shows on every reload, else only if never closed. */
export function shouldShowRememberedModal(key: string, showOnEveryReload: boolean): boolean {
  return showOnEveryReload || readModalClosedAt(key) === null;
}

export function hasPopupBeenOpened(id: string): boolean {
  return readStorage(popupStorageKey(id)) !== null;
}

export function rememberPopupOpened(id: string, now: number = Date.now()): void {
  writeStorage(popupStorageKey(id), String(now));
}
