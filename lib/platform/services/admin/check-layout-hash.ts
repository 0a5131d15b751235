import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { hashPageContent } from "@/lib/domain/page-hash";
import type { CurrentLayout, LayoutBase } from "@/lib/schemas/admin/layouts";
import { findCurrentLayout } from "./find-current-layout";
import { layoutConflictError } from "./layout-conflict-error";
import type { AuditActor } from "./record-audit";

/**
 * The concurrent-edit check before a publish: the editor's base (`layoutId`, and its hash or its
 * content, hashed by the rule that stamped page_layouts.hash) must still be the published version,
 * else 409 naming who published the current one and when.
 */
export async function checkLayoutHash(
  db: Database,
  siteId: number,
  actor: AuditActor,
  pageId: number,
  layoutId: number,
  base: LayoutBase,
): Promise<{ current: true; layout: CurrentLayout }> {
  const hash = "hash" in base ? base.hash : await hashPageContent(base.html);
  const current = await findCurrentLayout(db, siteId, actor, pageId);
  if (current.id !== layoutId || current.hash !== hash) throw layoutConflictError(current);
  return { current: true, layout: current };
}
