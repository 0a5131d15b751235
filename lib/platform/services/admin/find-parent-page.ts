import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";

export interface ParentPage {
  id: number;
  url: string;
  type: "HOME" | "PAGE" | "FOLDER" | "LINK";
}

/** The parent a page is put under (of the same site), or 422 on the idParent field. */
export async function findParentPage(db: Database, siteId: number, idParent: number | null): Promise<ParentPage | null> {
  if (idParent === null) return null;
  const [parent] = await db
    .select({ id: pages.id, url: pages.url, type: pages.type })
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, idParent)))
    .limit(1);
  if (!parent) throw ApiError.validation({ idParent: ["La page parente n'existe pas."] });
  return parent;
}

/** The url a child's generated url starts with: none under the home page or a link. */
export function childUrlPrefix(parent: ParentPage | null): string | null {
  return parent && parent.type !== "HOME" && parent.type !== "LINK" && parent.url !== "" ? parent.url : null;
}
