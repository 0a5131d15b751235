/** What the editor shows about the draft's saving. */
export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "error" | "invalid";

export interface AutosaverOptions<T> {
  /** Quiet time after the last change before saving (ms). */
  delay: number;
  save: (value: T) => Promise<void>;
  onStatus: (status: SaveStatus, error?: unknown) => void;
}

export interface Autosaver<T> {
  /** A new value: saved once nothing changed for `delay`. */
  schedule: (value: T) => void;
  /** Saves now what is pending (waits for a save in flight); resolves true when everything is saved. */
  flush: () => Promise<boolean>;
  /** Forgets the pending value (page reloaded from the server). */
  cancel: () => void;
  /** Whether a value waits to be saved (or failed to). */
  readonly dirty: boolean;
}

/**
 * Debounced saving of the draft: one save at a time, the latest value wins, a failure keeps the
 * value pending (« Réessayer » calls flush again).
 */
export function createAutosaver<T>({ delay, save, onStatus }: AutosaverOptions<T>): Autosaver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: T | undefined;
  let dirty = false;
  let inFlight: Promise<boolean> | null = null;

  const run = async (): Promise<boolean> => {
    if (!dirty) return true;
    const value = latest as T;
    dirty = false;
    onStatus("saving");
    try {
      await save(value);
      onStatus(dirty ? "pending" : "saved");
      return true;
    } catch (error) {
      dirty = true;
      onStatus("error", error);
      return false;
    }
  };

  const flush = async (): Promise<boolean> => {
    clearTimeout(timer);
    timer = undefined;
    while (inFlight) await inFlight;
    if (!dirty) return true;
    inFlight = run();
    try {
      return await inFlight;
    } finally {
      inFlight = null;
    }
  };

  return {
    schedule(value) {
      latest = value;
      dirty = true;
      onStatus("pending");
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      dirty = false;
      latest = undefined;
    },
    get dirty() {
      return dirty;
    },
  };
}
