import type { City } from "@/lib/schemas/shop/shipping";
import { searchKey } from "./french-postal-code";

/** At most this many cities per search. */
export const CITY_SEARCH_LIMIT = 20;

interface KeyedCity extends City {
  key: string;
}

/** The communes dataset indexed for GET /cities: by postal code and by name (accents ignored). */
export interface CommuneIndex {
  /** Sorted by postal code, then name. */
  byCode: readonly KeyedCity[];
  /** Sorted by name key, then postal code. */
  byName: readonly KeyedCity[];
  postalCodes: ReadonlyMap<string, readonly City[]>;
}

const strip = ({ key: _key, ...city }: KeyedCity): City => city;

/** Builds the index once (duplicate postal code + commune pairs dropped). */
export function indexCommunes(cities: readonly City[]): CommuneIndex {
  const seen = new Set<string>();
  const keyed: KeyedCity[] = [];
  for (const city of cities) {
    const id = `${city.postalCode}|${city.inseeCode}`;
    if (seen.has(id)) continue;
    seen.add(id);
    keyed.push({ ...city, key: searchKey(city.name) });
  }
  const byCode = [...keyed].sort((a, b) => cmp(a.postalCode, b.postalCode) || cmp(a.key, b.key));
  const byName = [...keyed].sort((a, b) => cmp(a.key, b.key) || cmp(a.postalCode, b.postalCode));
  const postalCodes = new Map<string, City[]>();
  for (const city of byCode) {
    const list = postalCodes.get(city.postalCode);
    if (list) list.push(strip(city));
    else postalCodes.set(city.postalCode, [strip(city)]);
  }
  return { byCode, byName, postalCodes };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** First index whose `field` is ≥ `prefix` (binary search). */
function lowerBound(list: readonly KeyedCity[], prefix: string, field: "postalCode" | "key"): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]![field] < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

function takePrefix(list: readonly KeyedCity[], prefix: string, field: "postalCode" | "key", limit: number): KeyedCity[] {
  const found: KeyedCity[] = [];
  for (let i = lowerBound(list, prefix, field); i < list.length && found.length < limit && list[i]![field].startsWith(prefix); i += 1) {
    found.push(list[i]!);
  }
  return found;
}

/**
 * Cities for a search: digits → postal codes starting with them (in code order); otherwise names
 * starting with the text, accents and case ignored (« saint-etienne » finds « Saint-Étienne »),
 * then names holding it at a word start (« etienne » finds « Saint-Étienne »). At most 20.
 */
export function searchCities(index: CommuneIndex, search: string, limit = CITY_SEARCH_LIMIT): City[] {
  const text = search.trim();
  if (/^\d+$/.test(text)) return takePrefix(index.byCode, text, "postalCode", limit).map(strip);
  const key = searchKey(text);
  if (key.length < 2) return [];
  const found = takePrefix(index.byName, key, "key", limit);
  if (found.length < limit) {
    const taken = new Set(found);
    const inner = ` ${key}`;
    for (const city of index.byName) {
      if (found.length >= limit) break;
      if (!taken.has(city) && city.key.includes(inner)) found.push(city);
    }
  }
  return found.map(strip);
}
