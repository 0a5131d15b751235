/**
 * At most `limit` page renders at a time in this process; the others wait their turn, first come
 * first served. A render is CPU work on the one JavaScript thread (PGlite's queries too): ten
 * interleaved renders finish no sooner than ten in a row, but each keeps its memory alive ten
 * times longer, which the garbage collector pays for (uncached home, 10 connections: 16–23 ms of
 * CPU per render without slots, 12–13 ms with 4, two servers loaded in turn in the same minutes).
 * A slot is freed when its render has written its end, when its connection closes, or after
 * `maxHoldMs` whatever happens (a render waiting on a slow platform, a client reading slowly),
 * so nothing can hold the others back for long.
 */
export interface RenderSlots {
  /** Calls `start` once a slot is free, with the function that frees it (any number of calls). */
  run(start: (release: () => void) => void): void;
  /** Renders under way, renders waiting (tests). */
  stats(): { running: number; waiting: number };
}

export function createRenderSlots(limit: number, maxHoldMs: number, timer: typeof setTimeout = setTimeout): RenderSlots {
  let running = 0;
  let pumping = false;
  const waiting: ((release: () => void) => void)[] = [];

  // The next render starts on a turn of its own, never inside the end of the one before.
  const pump = () => {
    pumping = false;
    while (running < limit && waiting.length > 0) begin(waiting.shift()!);
  };

  const begin = (start: (release: () => void) => void) => {
    running += 1;
    let freed = false;
    const release = () => {
      if (freed) return;
      freed = true;
      clearTimeout(hold);
      running -= 1;
      if (waiting.length > 0 && !pumping) {
        pumping = true;
        setImmediate(pump);
      }
    };
    const hold = timer(release, maxHoldMs);
    hold.unref?.();
    start(release);
  };

  return {
    run(start) {
      // Behind the ones already waiting, even when a slot has just been freed.
      if (running < limit && waiting.length === 0) begin(start);
      else waiting.push(start);
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
