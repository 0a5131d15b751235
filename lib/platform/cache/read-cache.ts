import "server-only";
import { getEnv } from "@/lib/env";
import { isTransaction } from "@/lib/platform/db/is-transaction";
import type { Database } from "@/lib/platform/db/types";
import { bumpContentGeneration } from "./content-generation";
import { publishInvalidation } from "./invalidation-bus";

/**
 * In-process cache of read-mostly site data (site row, parameters), with tags so that a write
 * drops exactly what it changed (`invalidateTags`), here and — with REDIS_URL — on every other
 * instance (invalidation-bus.ts). Entries also expire after READ_CACHE_TTL_MS, which bounds
 * staleness when that message cannot arrive (no Redis, Redis down). Concurrent misses share one
 * load; failures are not kept. Kept on globalThis: Next bundles route handlers separately.
 */
const MAX_ENTRIES = 5_000;

/** How long an entry is kept (READ_CACHE_TTL_MS; by default 2 s on PostgreSQL, 30 s on PGlite: lib/env.ts). */
export function readCacheTtlMs(): number {
  return getEnv().READ_CACHE_TTL_MS;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
  tags: readonly string[];
  /** The load has succeeded (a transaction may take the value: it waits on nothing). */
  settled: boolean;
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
  /** Seats taken and waiting of the site's workshops (lib/platform/services/workshop-seats.ts). */
  workshopSeats: (siteId: number) => `workshop-seats:${siteId}`,
  /** The site's published shop catalogue: products, declinations, awards, customizations (lib/platform/services/shop/load-catalogue.ts). */
  catalogue: (siteId: number) => `catalogue:${siteId}`,
  /** Every site's domains (site_domains): the host → site lookups and the site rows that list them. */
  domains: () => "domains",
};

export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, now = Date.now()): Promise<T> {
  const map = entries();
  const hit = map.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  const value = load();
  const entry: Entry = { value, expiresAt: now + readCacheTtlMs(), tags, settled: false };
  map.set(key, entry);
  value.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
  return value;
}

/**
 * `cached` for a read made through `db`, which may be a transaction. A transaction takes an entry
 * already loaded, but neither waits on a load in flight nor starts a shared one: it reads through
 * its own connection and keeps the result. Waiting would hold its pool connection while that load
 * may be queued for another one — once every connection is held so, nothing moves again (POST
 * /order hung this way at 20 orders a second on PostgreSQL, `npm run bench`) — and what a
 * transaction reads may be uncommitted, not for other requests.
 */
export function cachedRead<T>(db: Database, key: string, tags: readonly string[], load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (!isTransaction(db)) return cached(key, tags, load, now);
  const hit = entries().get(key);
  return hit && hit.settled && hit.expiresAt > now ? (hit.value as Promise<T>) : load();
}

/**
 * When the first live entry carrying one of `tags` expires (Infinity when none does). What is
 * derived from those entries (lib/api-client/shared-answers.ts) is kept no longer, so it is never
 * staler than the entries themselves.
 */
export function earliestExpiry(tags: readonly string[], now = Date.now()): number {
  let earliest = Infinity;
  for (const entry of entries().values()) {
    if (entry.expiresAt > now && entry.expiresAt < earliest && entry.tags.some((t) => tags.includes(t))) earliest = entry.expiresAt;
  }
  return earliest;
}

/** Drops one entry (e.g. a result not worth keeping). */
export function forgetCached(key: string): void {
  entries().delete(key);
}

/** After a write: drops the entries of `tags` (and the pages, see content-generation) on every instance. */
export function invalidateTags(...tags: string[]): void {
  dropTags(tags);
  publishInvalidation(tags);
}

/** This process only: drops the entries of `tags`, or every entry when null (message from another instance). */
export function dropTags(tags: readonly string[] | null): void {
  if (tags === null) return clearReadCache();
  bumpContentGeneration();
  const map = entries();
  for (const [key, entry] of map) {
    if (entry.tags.some((t) => tags.includes(t))) map.delete(key);
  }
}

/** This process only: forgets everything (a new database, a missed message). */
export function clearReadCache(): void {
  bumpContentGeneration();
  entries().clear();
}
