import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { CurrentLayout } from "@/lib/schemas/admin/layouts";
import { findCurrentLayout } from "./find-current-layout";
import { layoutConflictError } from "./layout-conflict-error";
import type { AuditActor } from "./record-audit";

/**
 * The concurrent-edit check before a publish: the editor's base (`layoutId`, `hash`) must still be
 * the published version, else 409 naming who published the current one and when.
 */
export async function checkLayoutHash(
  db: Database,
  siteId: number,
  actor: AuditActor,
  pageId: number,
  layoutId: number,
  hash: string,
): Promise<{ current: true; layout: CurrentLayout }> {
  const current = await findCurrentLayout(db, siteId, actor, pageId);
  if (current.id !== layoutId || current.hash !== hash) throw layoutConflictError(current);
  return { current: true, layout: current };
}
