import "server-only";
import { markRenderShared } from "@/lib/api-client/render-audience";
import { getRequestSite } from "@/lib/api-client/server";

/**
 * A page says its render is the same for every visitor: the page cache may then share it
 * (server/page-cache.ts), unless something it reads turns out to be the visitor's (getVisitor,
 * a secret link's cookie, an admin's session), which always wins. Called first thing by the
 * public pages; a page that does not call it is rendered for each visit.
 */
export async function declareSharedRender(): Promise<void> {
  markRenderShared((await getRequestSite()).renderId);
}
