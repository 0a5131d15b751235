/**
 * Which renders depend on the visitor (issue 8: logged-in customers served from the page cache).
 *
 * server/edge-handler.ts gives every request it hands to Next an id in RENDER_ID_HEADER (a client's
 * own value is always overwritten). A render that reads anything of the visitor's account (the user,
 * a platform call made with the visitor's token) marks its id here; once the response is finished
 * the edge takes the mark. A page whose anonymous render was never marked is the same for every
 * visitor who is not staff, so the page cache may replay it to a logged-in customer too.
 *
 * On globalThis: the custom server and Next's bundles share the process, not their module
 * instances. No "server-only" and no Next import here: the custom server imports it outside Next.
 */
export const RENDER_ID_HEADER = "x-evolusite-render";

const KEY = Symbol.for("evolusite.visitorDependentRenders");
const holder = globalThis as { [KEY]?: Set<string> };

function marks(): Set<string> {
  return (holder[KEY] ??= new Set());
}

/** Called by the render (getServerApi in lib/api-client/server.ts, lib/storefront/visitor-user.ts). */
export function markVisitorDependent(renderId: string | null | undefined): void {
  if (renderId) marks().add(renderId);
}

/** Called by the edge once the response is over: whether the render was marked, and forgets it. */
export function takeVisitorDependence(renderId: string): boolean {
  return marks().delete(renderId);
}

/** Marks not taken yet (tests: every render's mark is taken when its response ends). */
export function pendingVisitorMarks(): number {
  return marks().size;
}
