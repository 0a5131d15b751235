import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { pageLayouts, users } from "@/lib/platform/db/schema";
import type { LayoutRevision } from "@/lib/schemas/admin/layouts";
import { ensurePageLayout } from "./ensure-page-layout";
import type { AuditActor } from "./record-audit";
import { KEPT_REVISIONS } from "./write-page-layout";

/** The revisions of a page, newest first (at most KEPT_REVISIONS), the published one flagged. */
export async function listPageLayouts(db: Database, siteId: number, actor: AuditActor, pageId: number): Promise<LayoutRevision[]> {
  const page = await ensurePageLayout(db, siteId, actor, pageId);
  const rows = await db
    .select({
      id: pageLayouts.id,
      hash: pageLayouts.hash,
      authorId: pageLayouts.authorId,
      firstname: users.firstname,
      lastname: users.lastname,
      createdAt: pageLayouts.createdAt,
      restoredFrom: pageLayouts.restoredFrom,
    })
    .from(pageLayouts)
    .leftJoin(users, and(eq(users.id, pageLayouts.authorId), eq(users.siteId, pageLayouts.siteId)))
    .where(and(eq(pageLayouts.siteId, siteId), eq(pageLayouts.pageId, pageId)))
    .orderBy(desc(pageLayouts.id))
    .limit(KEPT_REVISIONS);
  return rows.map((row) => ({
    id: row.id,
    hash: row.hash,
    author: row.authorId === null ? null : { id: row.authorId, firstname: row.firstname, lastname: row.lastname },
    createdAt: row.createdAt.toISOString(),
    current: row.id === page.layoutId,
    restoredFrom: row.restoredFrom,
  }));
}
