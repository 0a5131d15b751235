/**
 * Runs `task` once the page has finished loading (window `load`) and the browser is then idle, so
 * non-critical client code (slider engine, consent banner) never competes with the first paint,
 * the LCP image or hydration. Returns a cancel function.
 */
export function whenLoadedAndIdle(task: () => void, idleTimeoutMs = 3000): () => void {
  let cancelIdle: (() => void) | null = null;
  const onIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") {
    onIdle();
    return () => cancelIdle?.();
  }
  const onLoad = () => onIdle();
  window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    cancelIdle?.();
  };
}
