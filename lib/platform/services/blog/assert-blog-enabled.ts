import "server-only";
import { readBoolean, toParameterMap } from "@/lib/domain/parameter-map";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { listSiteParameters } from "../list-site-parameters";

export const BLOG_DISABLED = "Le blog n'est pas activé sur ce site.";

/** IS_BLOG_ACTIVATED (off by default): when off, every blog route answers 404 as if it did not exist. */
export async function assertBlogEnabled(db: Database, siteId: number): Promise<void> {
  const map = toParameterMap(await listSiteParameters(db, siteId));
  if (!readBoolean(map, "IS_BLOG_ACTIVATED", false)) throw new ApiError("NOT_FOUND", BLOG_DISABLED);
}
