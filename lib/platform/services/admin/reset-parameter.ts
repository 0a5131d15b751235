import "server-only";
import type { Database } from "@/lib/platform/db/types";
import type { AdminParameter } from "@/lib/schemas/admin/parameters";
import { findEditableParameter } from "./find-editable-parameter";
import type { AuditActor } from "./record-audit";
import { writeParameter } from "./write-parameter";

/** Puts a parameter back to its catalogue default (audited as parameter.reset). */
export async function resetParameter(db: Database, siteId: number, actor: AuditActor, type: string): Promise<AdminParameter> {
  const definition = findEditableParameter(type);
  return writeParameter(db, siteId, actor, definition, definition.defaultValue, "parameter.reset");
}
