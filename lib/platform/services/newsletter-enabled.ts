import "server-only";
import { readBoolean, toParameterMap } from "@/lib/domain/parameter-map";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { listSiteParameters } from "./list-site-parameters";

export const NEWSLETTER_DISABLED = "L'inscription à la lettre d'information est désactivée.";

/** ENABLE_NEWSLETTER (on by default): when off, nobody can subscribe (403). */
export async function assertNewsletterEnabled(db: Database, siteId: number): Promise<void> {
  const map = toParameterMap(await listSiteParameters(db, siteId));
  if (!readBoolean(map, "ENABLE_NEWSLETTER", true)) throw new ApiError("FORBIDDEN", NEWSLETTER_DISABLED);
}
