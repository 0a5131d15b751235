/**
 * Which renders the page cache may share (server/page-cache.ts). Sharing is opt-in: a render is
 * stored only when the page said it is the same for every visitor, and nothing it read was the
 * visitor's. A page that forgets to say so costs a render per visit, never a visitor's data.
 *
 * server/edge-handler.ts gives every request it hands to Next an id in RENDER_ID_HEADER (a client's
 * own value is always overwritten). Under that id:
 * - a public page marks itself shared (`markRenderShared`, through lib/storefront/shared-render.ts);
 * - every read of the visitor (their token, a platform call with it, a secret link's cookie, the
 *   admin check that found an admin) marks it the visitor's (`markVisitorDependent`), which wins
 *   over shared whatever the order.
 * Once the response is finished the edge takes the verdict (`takeRenderSharing`).
 *
 * On globalThis: the custom server and Next's bundles share the process, not their module
 * instances. No "server-only" and no Next import here: the custom server imports it outside Next.
 */
export const RENDER_ID_HEADER = "x-evolusite-render";

type RenderMark = "shared" | "visitor";

const KEY = Symbol.for("evolusite.renderMarks");
const holder = globalThis as { [KEY]?: Map<string, RenderMark> };

function marks(): Map<string, RenderMark> {
  return (holder[KEY] ??= new Map());
}

/** The page says its render is the same for every visitor (unless it reads one: see below). */
export function markRenderShared(renderId: string | null | undefined): void {
  if (renderId && marks().get(renderId) !== "visitor") marks().set(renderId, "shared");
}

/** The render read something of the visitor: it is never shared, whatever the page said. */
export function markVisitorDependent(renderId: string | null | undefined): void {
  if (renderId) marks().set(renderId, "visitor");
}

/** Called by the edge once the response is over: whether the page cache may share it; forgets the id. */
export function takeRenderSharing(renderId: string): boolean {
  const mark = marks().get(renderId);
  marks().delete(renderId);
  return mark === "shared";
}

/** Marks not taken yet (tests: every render's mark is taken when its response ends). */
export function pendingRenderMarks(): number {
  return marks().size;
}
