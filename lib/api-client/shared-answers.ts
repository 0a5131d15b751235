import "server-only";
import { currentContentGeneration } from "@/lib/platform/cache/content-generation";
import { cacheTags, earliestExpiry, readCacheTtlMs } from "@/lib/platform/cache/read-cache";

/**
 * Parsed public answers of the in-process platform (the same for every visitor of a site: site
 * info, parameters, page tree, pages, footer elements, addresses, news), shared by the requests of
 * this process so that an uncached render does not call, serialise, parse and validate them again.
 * An entry is dropped as soon as:
 * - the content generation moves (any invalidation, here or from another instance through Redis:
 *   lib/platform/cache/read-cache.ts), so a write shows on the next render;
 * - the first read-cache entry of the site it may derive from expires (never staler than the read
 *   cache), and at most READ_CACHE_TTL_MS after it was loaded (answers the read cache does not keep).
 * Keyed by site id: never shared across sites. Values are deep-frozen: renders share them.
 * Kept on globalThis: the proxy and the pages are bundled separately.
 */
interface Entry {
  value: Promise<unknown>;
  generation: number;
  expiresAt: number;
}

const MAX_ENTRIES = 1_000;
const KEY = Symbol.for("evolusite.sharedAnswers");
const holder = globalThis as { [KEY]?: Map<string, Entry> };
const entries = (): Map<string, Entry> => (holder[KEY] ??= new Map());

function siteTags(siteId: number): string[] {
  return [cacheTags.site(siteId), cacheTags.parameters(siteId), cacheTags.content(siteId), cacheTags.workshopSeats(siteId), cacheTags.domains()];
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** The shared answer `key` of site `siteId`, loaded (and parsed) by `load` when missing or stale. */
export function sharedAnswer<T>(siteId: number, key: string, load: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const map = entries();
  const fullKey = `${siteId}|${key}`;
  const generation = currentContentGeneration();
  const hit = map.get(fullKey);
  if (hit && hit.generation === generation && hit.expiresAt > now()) return hit.value as Promise<T>;
  if (!hit && map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  const startedAt = now();
  const value = load().then(deepFreeze);
  const entry: Entry = { value, generation, expiresAt: startedAt + readCacheTtlMs() };
  map.set(fullKey, entry);
  value.then(
    () => {
      entry.expiresAt = Math.min(entry.expiresAt, earliestExpiry(siteTags(siteId), now()));
    },
    () => {
      if (map.get(fullKey) === entry) map.delete(fullKey);
    },
  );
  return value;
}

/** Forgets every shared answer (tests). */
export function clearSharedAnswers(): void {
  entries().clear();
}
