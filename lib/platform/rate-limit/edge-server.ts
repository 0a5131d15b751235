/**
 * Whether the production server (server/serve.ts) is in front of Next in this process. Only then
 * is the internal client-address header its work (it overwrites whatever the client sent); under
 * `next dev` the header could come from the client, so it is not believed. On globalThis: the
 * custom server and Next's bundles share the process, not their module instances. No
 * "server-only" here: the custom server imports it outside Next.
 */
const KEY = Symbol.for("evolusite.edgeServer");
const holder = globalThis as { [KEY]?: boolean };

/** Called once by server/serve.ts (and by tests that play its part). */
export function markEdgeServer(active = true): void {
  holder[KEY] = active;
}

export function isBehindEdgeServer(): boolean {
  return holder[KEY] === true;
}
