// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from "@/components/app-shell/chunk-reload";

const chunkError = () => Object.assign(new Error("Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)"), { name: "ChunkLoadError" });

function rejectWith(reason: unknown) {
  const event = new Event("unhandledrejection");
  Object.defineProperty(event, "reason", { value: reason });
  window.dispatchEvent(event);
}

describe("shouldReloadAfterChunkError", () => {
  const now = 1_700_000_000_000;
  it("reloads when never reloaded before", () => {
    expect(shouldReloadAfterChunkError(now, null)).toBe(true);
  });
  it("reloads at most once per 60 s", () => {
    expect(shouldReloadAfterChunkError(now, now - 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 60_000)).toBe(true);
  });
  it("ignores a timestamp from the future (clock moved back)", () => {
    expect(shouldReloadAfterChunkError(now, now + 3_600_000)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  it("recognises chunk failures of every browser and bundler", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError({ name: "ChunkLoadError", message: "" })).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed."))).toBe(true);
    expect(isChunkLoadError("Loading chunk app-page failed.")).toBe(true);
  });
  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(new Error("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("installChunkReloadGuard", () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let uninstall: () => void;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-01T08:00:00Z"));
    localStorage.clear();
    reload = vi.fn<() => void>();
    uninstall = installChunkReloadGuard(reload);
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it("reloads on an uncaught chunk error and stores the time", () => {
    window.dispatchEvent(new ErrorEvent("error", { error: chunkError(), message: "Loading chunk 123 failed." }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));
  });

  it("reloads on an unhandled rejection from a dynamic import", () => {
    rejectWith(new TypeError("Failed to fetch dynamically imported module: https://site/_next/x.js"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at most once a minute", () => {
    rejectWith(chunkError());
    // The page reloaded: a new document installs the guard again with the same storage.
    uninstall();
    uninstall = installChunkReloadGuard(reload);
    vi.setSystemTime(Date.now() + 30_000);
    rejectWith(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 30_000);
    rejectWith(chunkError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("ignores ordinary errors", () => {
    window.dispatchEvent(new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x is undefined" }));
    rejectWith(new Error("Request failed with status code 500"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("never reloads when it cannot remember the reload (storage blocked)", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    rejectWith(chunkError());
    expect(reload).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
