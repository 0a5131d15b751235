/**
 * A counter bumped by every write that can change what a page shows (see read-cache
 * invalidateTags). The page cache of server/serve.ts keeps a page only while the counter is the
 * one it was rendered under. On globalThis: the custom server and Next's bundles share the process,
 * not their module instances. No "server-only" here: the custom server imports it outside Next.
 */
const KEY = Symbol.for("evolusite.contentGeneration");
const holder = globalThis as { [KEY]?: number };

export function currentContentGeneration(): number {
  return holder[KEY] ?? 0;
}

export function bumpContentGeneration(): void {
  holder[KEY] = currentContentGeneration() + 1;
}
