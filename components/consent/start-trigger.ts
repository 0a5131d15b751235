import { whenLoadedAndIdle } from "@/components/ui/when-idle";

/**
 * How long the consent banner waits, once the page has loaded and the browser is idle, for a
 * visitor who does nothing. Long enough to leave the load (and a Lighthouse run's observation
 * window) to the page itself; the banner still shows without any action (CNIL), and no tracker
 * runs before consent anyway.
 */
export const CONSENT_IDLE_DELAY_MS = 5000;

/** The visitor's first signs of activity: the banner is started as soon as one happens. */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "scroll", "wheel"] as const;

/**
 * Runs `task` once: at the visitor's first interaction, or `delayMs` after the page has loaded and
 * the browser is idle, whichever comes first. Returns a cancel function.
 */
export function whenVisitorActsOrWaits(task: () => void, delayMs = CONSENT_IDLE_DELAY_MS): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listenerOptions = { capture: true, passive: true } as const;
  const stop = () => {
    done = true;
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, run, listenerOptions);
    clearTimeout(timer);
    cancelIdle();
  };
  function run() {
    if (done) return;
    stop();
    task();
  }
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, run, listenerOptions);
  const cancelIdle = whenLoadedAndIdle(() => {
    if (!done) timer = setTimeout(run, delayMs);
  });
  return stop;
}
