import "server-only";
import type { Database } from "@/lib/platform/db/types";
import { auditLog } from "@/lib/platform/db/schema";

/** Who did an admin write (the session user of the request). */
export type AuditActor = { id: number; email: string };

export type AuditEntry = {
  /** Dotted verb: "page.publish", "page.update", "parameter.update", "image.upload"… */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit entry. Call it with the transaction of the write it describes, so the entry and
 * the change land together or not at all.
 */
export async function recordAudit(db: Database, siteId: number, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    siteId,
    userId: actor.id,
    userEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Writes one audit entry for a change the platform made by itself (no session user: a Stripe
 * webhook, a job), `by` saying what made it. Same rule: in the transaction of the change.
 */
export async function recordSystemAudit(db: Database, siteId: number, by: string, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    siteId,
    userId: null,
    userEmail: by,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
