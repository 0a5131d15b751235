import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pageLayouts, users } from "@/lib/platform/db/schema";
import type { PageLayout } from "@/lib/schemas/admin/layouts";

/** The columns of a layout answer (author's names joined). */
export const layoutColumns = {
  id: pageLayouts.id,
  hash: pageLayouts.hash,
  cms: pageLayouts.cms,
  authorId: pageLayouts.authorId,
  firstname: users.firstname,
  lastname: users.lastname,
  createdAt: pageLayouts.createdAt,
  restoredFrom: pageLayouts.restoredFrom,
};

type LayoutRow = {
  id: number;
  hash: string;
  cms: PageLayout["cms"];
  authorId: number | null;
  firstname: string | null;
  lastname: string | null;
  createdAt: Date;
  restoredFrom: number | null;
};

/** A selected row → the answer's shape. */
export function toPageLayout(row: LayoutRow): PageLayout {
  return {
    id: row.id,
    hash: row.hash,
    cms: row.cms,
    author: row.authorId === null ? null : { id: row.authorId, firstname: row.firstname, lastname: row.lastname },
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
  };
}

/** One layout of a page of the site (with its author), or null. */
export async function findPageLayout(db: Database, siteId: number, pageId: number, layoutId: number): Promise<PageLayout | null> {
  const [row] = await db
    .select(layoutColumns)
    .from(pageLayouts)
    .leftJoin(users, and(eq(users.id, pageLayouts.authorId), eq(users.siteId, pageLayouts.siteId)))
    .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId), eq(pageLayouts.id, layoutId)))
    .limit(1);
  return row ? toPageLayout(row) : null;
}
