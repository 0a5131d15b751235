import "server-only";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { pages } from "@/lib/platform/db/schema";
import { adminPageColumns, type AdminPageRow } from "./page-row";

/** A page of the site (locked for the rest of the transaction), or 404. */
export async function findAdminPage(db: Database, siteId: number, pageId: number): Promise<AdminPageRow> {
  const [row] = await db
    .select(adminPageColumns)
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.id, pageId)))
    .limit(1)
    .for("update");
  if (!row) throw new ApiError("NOT_FOUND", "Page introuvable.");
  return row;
}
