/** Tags of services (GET /service?tag=a,b): one normal form for the query, the store and the list. */

const MAX_TAGS = 20;

/** A tag as stored and compared: trimmed, lower case (French), inner spaces collapsed. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/g, " ").toLocaleLowerCase("fr-FR");
}

/** « a, b ,,B » → ["a", "b"]: empty items left out (SPEC §5: empty filters are ignored), no duplicates. */
export function parseTagList(value: string | null | undefined): string[] {
  if (!value) return [];
  const tags = value.split(",").map(normaliseTag).filter((tag) => tag.length > 0);
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

/** A service matches when it carries at least one of the wanted tags; no wanted tag matches all. */
export function matchesAnyTag(serviceTags: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const own = new Set(serviceTags.map(normaliseTag));
  return wanted.some((tag) => own.has(normaliseTag(tag)));
}

/** Every tag of a list of services, once, sorted the French way (the filter buttons). */
export function collectTags(services: ReadonlyArray<{ tags: readonly string[] }>): string[] {
  const all = new Set(services.flatMap((service) => service.tags.map(normaliseTag)));
  return [...all].sort((a, b) => a.localeCompare(b, "fr"));
}
