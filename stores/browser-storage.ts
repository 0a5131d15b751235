/**
 * localStorage access that never throws: storage can be disabled (privacy modes, blocked cookies)
 * or full, and a UI nicety must not break the page. Under stores/: the stores persist client state
 * with it, and components (the chunk-reload guard) use it too.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Drops a stored value (nothing to do when storage is unavailable). */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored.
  }
}

/** A stored epoch-millisecond timestamp, or null when absent or unreadable. */
export function readTimestamp(key: string): number | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
