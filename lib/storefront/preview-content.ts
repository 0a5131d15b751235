import "server-only";
import { cache } from "react";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";
import { pageDraftAnswerSchema } from "@/lib/schemas/admin/layouts";
import type { PageContent } from "@/lib/schemas/cms";
import { getAdminSession } from "./admin-session";

/**
 * The content a `?apercu=1` request shows in place of the published one: the caller's own draft of
 * the page when the caller is an admin of the site and has one, else null (visitors, customers and
 * admins without a draft get the published page). Never cached: the page cache of server/serve.ts
 * skips requests with a query string, the draft is read with the visitor's token (getServerApi,
 * which makes the render the visitor's), and this is read per request.
 */
export const findPreviewContent = cache(async (pageId: number): Promise<PageContent | null> => {
  if (!(await getAdminSession())) return null;
  const draft = await getParsed(await getServerApi(), `/admin/page/${pageId}/draft`, pageDraftAnswerSchema);
  return draft?.cms ?? null;
});
