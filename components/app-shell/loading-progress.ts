import type { LoadingBarState } from "@/stores/ui-store";

/** SPEC §4: the bar appears 200 ms after a navigation starts, runs 5 s, hides 500 ms after the end. */
export const LOADING_START_DELAY_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_DELAY_MS = 500;
const TICK_MS = 100;

export const HIDDEN_BAR: LoadingBarState = { visible: false, progress: 0 };

/**
 * Progress shown `elapsed` ms after the bar appeared: from 10 % it eases out towards 90 % over
 * the 5 s run, so it never looks finished before the page really is.
 */
export function progressAt(elapsed: number): number {
  const t = Math.min(Math.max(elapsed / LOADING_DURATION_MS, 0), 1);
  return 0.1 + 0.8 * (1 - (1 - t) ** 2);
}

export interface LoadingProgress {
  /** A navigation started (a second start while running is ignored). */
  start: () => void;
  /** The navigation ended: completes the bar then hides it (nothing shows if it never appeared). */
  finish: () => void;
  dispose: () => void;
}

/**
 * The bar's timing as a small state machine over timers, independent of React so it can be
 * tested with fake timers. A run that lasts the full 5 s finishes on its own, so a navigation
 * that never completes (a link whose click was cancelled) cannot leave the bar stuck.
 */
export function createLoadingProgress(onChange: (state: LoadingBarState) => void): LoadingProgress {
  let phase: "idle" | "pending" | "running" | "finishing" = "idle";
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const clearAll = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(ticker);
  };

  const run = () => {
    phase = "running";
    const startedAt = Date.now();
    onChange({ visible: true, progress: progressAt(0) });
    ticker = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      if (elapsed >= LOADING_DURATION_MS) finish();
      else onChange({ visible: true, progress: progressAt(elapsed) });
    }, TICK_MS);
  };

  function finish() {
    if (phase === "pending") {
      clearTimeout(showTimer);
      phase = "idle";
      return;
    }
    if (phase !== "running") return;
    clearInterval(ticker);
    phase = "finishing";
    onChange({ visible: true, progress: 1 });
    hideTimer = setTimeout(() => {
      phase = "idle";
      onChange(HIDDEN_BAR);
    }, LOADING_HIDE_DELAY_MS);
  }

  return {
    start() {
      if (phase === "pending" || phase === "running") return;
      if (phase === "finishing") {
        // A new navigation while the last bar is still fading: restart it at once.
        clearTimeout(hideTimer);
        run();
        return;
      }
      phase = "pending";
      showTimer = setTimeout(run, LOADING_START_DELAY_MS);
    },
    finish,
    dispose() {
      clearAll();
      phase = "idle";
    },
  };
}
