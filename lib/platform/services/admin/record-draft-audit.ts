import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { auditLog } from "@/lib/platform/db/schema";
import { recordAudit, type AuditActor } from "./record-audit";

/**
 * How long one editing session of a page's draft lasts in the audit log: the editor autosaves
 * every ~800 ms, so each save cannot be an entry of its own (the log would drown in them). Saves by
 * the same admin on the same page less than this many minutes after the session's last save
 * update that session's entry instead.
 */
export const DRAFT_AUDIT_SESSION_MINUTES = 15;

export const DRAFT_SAVE_ACTION = "page-draft.save";

/** What a draft-save entry holds: the draft's content and base version. */
export type DraftAuditState = { baseLayoutId: number | null; cms: unknown } | null;

/**
 * Records a draft save, coalesced: when the latest audit entry of this page by this admin is a
 * draft save younger than DRAFT_AUDIT_SESSION_MINUTES, its `after` (and its time) becomes this
 * save — its `before` stays the draft as the session found it; otherwise a new entry. Any other
 * entry of the admin on the page in between (publish, draft deletion…) closes the session. Call it
 * in the draft write's transaction, after the draft row is written: that row's lock makes two
 * saves of the same admin and page wait for each other, so they cannot both insert.
 */
export async function recordDraftSave(
  db: Database,
  siteId: number,
  actor: AuditActor,
  pageId: number,
  before: DraftAuditState,
  after: DraftAuditState,
): Promise<void> {
  // Only the window is read (the site + date index bounds the scan): older entries cannot be open.
  const [latest] = await db
    .select({ id: auditLog.id, action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.siteId, siteId),
        gt(auditLog.createdAt, sql`now() - make_interval(mins => ${DRAFT_AUDIT_SESSION_MINUTES})`),
        eq(auditLog.entity, "page"),
        eq(auditLog.entityId, String(pageId)),
        eq(auditLog.userId, actor.id),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (latest && latest.action === DRAFT_SAVE_ACTION) {
    await db
      .update(auditLog)
      .set({ after, createdAt: sql`now()` })
      .where(and(eq(auditLog.siteId, siteId), eq(auditLog.id, latest.id)));
    return;
  }
  await recordAudit(db, siteId, actor, { action: DRAFT_SAVE_ACTION, entity: "page", entityId: pageId, before, after });
}
