import "server-only";
import { bumpContentGeneration } from "./content-generation";

/**
 * In-process cache of read-mostly site data (site row, parameters), with tags so that a write
 * drops exactly what it changed (`invalidateTags`). Entries also expire after READ_CACHE_TTL_MS,
 * which bounds staleness when another instance writes to a shared PostgreSQL (until Redis
 * invalidation arrives with REDIS_URL). Concurrent misses share one load; failures are not kept.
 * Kept on globalThis: Next bundles route handlers separately.
 */
export const READ_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  tags: readonly string[];
}

const KEY = Symbol.for("evolusite.readCache");
const holder = globalThis as { [KEY]?: Map<string, Entry> };
const entries = (): Map<string, Entry> => (holder[KEY] ??= new Map());

/** Cache tags, in one place. */
export const cacheTags = {
  site: (siteId: number) => `site:${siteId}`,
  parameters: (siteId: number) => `parameters:${siteId}`,
  /** Pages, elements, addresses, logos, fonts: what an editor of the site changes. */
  content: (siteId: number) => `content:${siteId}`,
};

export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, now = Date.now()): Promise<T> {
  const map = entries();
  const hit = map.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  const value = load();
  const entry: Entry = { value, expiresAt: now + READ_CACHE_TTL_MS, tags };
  map.set(key, entry);
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

/** Drops one entry (e.g. a result not worth keeping). */
export function forgetCached(key: string): void {
  entries().delete(key);
}

export function invalidateTags(...tags: string[]): void {
  bumpContentGeneration();
  const map = entries();
  for (const [key, entry] of map) {
    if (entry.tags.some((t) => tags.includes(t))) map.delete(key);
  }
}

export function clearReadCache(): void {
  bumpContentGeneration();
  entries().clear();
}
