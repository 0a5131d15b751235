import "server-only";
import { PARAMETER_CATALOG } from "@/lib/domain/parameter-catalog";
import { PARAMETER_GROUPS } from "@/lib/domain/parameter-groups";
import type { Database } from "@/lib/platform/db/types";
import type { AdminParameters } from "@/lib/schemas/admin/parameters";
import { readParameterValues } from "./read-parameter-values";
import { toAdminParameter } from "./to-admin-parameter";

/** Every catalogue parameter with its group, kind, default and the site's current value. */
export async function listAdminParameters(db: Database, siteId: number): Promise<AdminParameters> {
  const values = await readParameterValues(db, siteId);
  return {
    groups: PARAMETER_GROUPS.map((group) => ({ ...group })),
    parameters: PARAMETER_CATALOG.map((definition) =>
      toAdminParameter(definition, Object.hasOwn(values, definition.type) ? (values[definition.type] ?? null) : definition.defaultValue),
    ),
  };
}
