import "server-only";
import type { JobHandler } from "./types";

// On globalThis: Next bundles the instrumentation hook (which starts the worker) and the route
// handlers separately; both must see one registry.
const KEY = Symbol.for("evolusite.jobHandlers");
const holder = globalThis as { [KEY]?: Map<string, JobHandler> };
const handlers = (): Map<string, JobHandler> => (holder[KEY] ??= new Map());

/** Registers the handler of one job kind (the last registration of a kind wins). */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers().set(kind, handler);
}

export function findJobHandler(kind: string): JobHandler | undefined {
  return handlers().get(kind);
}
