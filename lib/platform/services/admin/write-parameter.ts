import "server-only";
import { and, eq } from "drizzle-orm";
import type { ParameterDefinition } from "@/lib/domain/site-parameters";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters } from "@/lib/platform/db/schema";
import type { AdminParameter } from "@/lib/schemas/admin/parameters";
import { recordAudit, type AuditActor } from "./record-audit";
import { toAdminParameter } from "./to-admin-parameter";

/**
 * Stores an already validated value of one parameter and its audit entry (before / after) in one
 * transaction, then drops the read cache of the site's parameters so the next page shows it.
 */
export async function writeParameter(
  db: Database,
  siteId: number,
  actor: AuditActor,
  definition: ParameterDefinition,
  value: string | null,
  action: "parameter.update" | "parameter.reset",
): Promise<AdminParameter> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: siteParameters.value })
      .from(siteParameters)
      .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, definition.type)))
      .limit(1);
    await tx
      .insert(siteParameters)
      .values({ siteId, type: definition.type, kind: definition.kind, label: definition.label, value })
      .onConflictDoUpdate({
        target: [siteParameters.siteId, siteParameters.type],
        set: { value, updatedAt: new Date() },
      });
    await recordAudit(tx, siteId, actor, {
      action,
      entity: "parameter",
      entityId: definition.type,
      before: { value: current ? current.value : definition.defaultValue },
      after: { value },
    });
  });
  invalidateTags(cacheTags.parameters(siteId));
  return toAdminParameter(definition, value);
}
