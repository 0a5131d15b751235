import { readTimestamp, writeStorage } from "@/stores/browser-storage";

/** SPEC §8–§9: a chunk-load failure reloads the page, at most once every 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "evolusite:chunk-reload-at";

const CHUNK_ERROR_MESSAGES = [
  /Loading (CSS )?chunk [^\s]+ failed/i, // webpack / Turbopack
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
];

/** Whether an error (or rejection reason) means a script chunk of a newer or older build is missing. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  let name = "";
  let message = "";
  if (typeof error === "string") message = error;
  else if (typeof error === "object") {
    name = String((error as { name?: unknown }).name ?? "");
    message = String((error as { message?: unknown }).message ?? "");
  }
  return name === "ChunkLoadError" || CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether to reload now. A timestamp in the future (clock moved back, corrupt value) is ignored,
 * otherwise a wrong clock could disable the recovery for hours.
 */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null || lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * Listens for chunk-load failures (uncaught errors and unhandled rejections) and reloads the
 * page to fetch the current build. Without storage (private modes) it never reloads, since it
 * could not tell a reload loop apart. Returns the cleanup.
 */
export function installChunkReloadGuard(reload: () => void = () => window.location.reload()): () => void {
  const handle = (error: unknown) => {
    if (!isChunkLoadError(error)) return;
    const now = Date.now();
    if (!shouldReloadAfterChunkError(now, readTimestamp(CHUNK_RELOAD_KEY))) return;
    if (writeStorage(CHUNK_RELOAD_KEY, String(now))) reload();
  };
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
