/**
 * Renders under way whose page may be stored, by key (server/edge-handler.ts): a request for a
 * page already being rendered waits for that render instead of rendering it again.
 *
 * A render ends twice: when its body is captured (its page, or null when it may not be stored) and
 * when its response closes (null: aborted, or already ended). The first end wins, and it removes
 * only the render's own entry: between the two, a newer render of the same page may have taken the
 * key, and its waiters must stay with it.
 */
export interface RenderFlights<T> {
  /** The render of `key` under way, if any: what it stores, or null. */
  pending(key: string): Promise<T | null> | undefined;
  /** Registers a render of `key`; returns how it ends (called once or more, the first call counts). */
  begin(key: string): (result: T | null) => void;
}

export function createRenderFlights<T>(): RenderFlights<T> {
  const underway = new Map<string, Promise<T | null>>();
  return {
    pending: (key) => underway.get(key),
    begin(key) {
      let settle!: (result: T | null) => void;
      const flight = new Promise<T | null>((resolve) => (settle = resolve));
      underway.set(key, flight);
      let ended = false;
      return (result) => {
        if (ended) return;
        ended = true;
        if (underway.get(key) === flight) underway.delete(key);
        settle(result);
      };
    },
  };
}
