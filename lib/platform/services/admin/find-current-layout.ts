import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { CurrentLayout } from "@/lib/schemas/admin/layouts";
import { ensurePageLayout } from "./ensure-page-layout";
import { findPageLayout } from "./find-page-layout";
import type { AuditActor } from "./record-audit";

/** The version of the page published now (id, hash, author, date): what a 409 tells the editor. */
export async function findCurrentLayout(db: Database, siteId: number, actor: AuditActor, pageId: number): Promise<CurrentLayout> {
  const page = await ensurePageLayout(db, siteId, actor, pageId);
  const layout = await findPageLayout(db, siteId, pageId, page.layoutId);
  if (!layout) throw new Error(`Layout ${page.layoutId} of page ${pageId} is missing.`);
  return { id: layout.id, hash: layout.hash, author: layout.author, createdAt: layout.createdAt };
}
