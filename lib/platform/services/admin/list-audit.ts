import "server-only";
import { desc, eq } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { auditLog } from "@/lib/platform/db/schema";
import type { AuditList } from "@/lib/schemas/admin/audit";

type AuditField = "id" | "action" | "entity" | "entityId" | "userEmail" | "createdAt";

export const AUDIT_LIST_SPEC: ListQuerySpec<AuditField> = {
  fields: { id: "integer", action: "string", entity: "string", entityId: "string", userEmail: "string", createdAt: "date" },
  sortable: ["id", "action", "entity", "userEmail", "createdAt"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 20,
};

const AUDIT_COLUMNS: ListColumns<AuditField> = {
  id: auditLog.id,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  userEmail: auditLog.userEmail,
  createdAt: auditLog.createdAt,
};

/** The site's audit log (list query), newest first by default. */
export async function listAudit(db: Database, siteId: number, query: ListQuery<AuditField>): Promise<AuditList> {
  const { rows, total, pagination } = await selectListPage(db, auditLog, AUDIT_COLUMNS, query, eq(auditLog.siteId, siteId), (page) =>
    db
      .select({
        id: auditLog.id,
        userId: auditLog.userId,
        userEmail: auditLog.userEmail,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(page.where)
      .orderBy(...page.orderBy, desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { list: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, pagination };
}
