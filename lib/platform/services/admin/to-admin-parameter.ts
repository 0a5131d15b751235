import "server-only";
import { parameterUnit } from "@/lib/domain/parameter-groups";
import type { ParameterDefinition } from "@/lib/domain/site-parameters";
import type { AdminParameter } from "@/lib/schemas/admin/parameters";

/** A catalogue entry with the site's value, as the admin calls answer it. */
export function toAdminParameter(definition: ParameterDefinition, value: string | null): AdminParameter {
  return {
    type: definition.type,
    kind: definition.kind,
    group: definition.theme,
    label: definition.label,
    allowedValues: definition.allowedValues ? [...definition.allowedValues] : null,
    isColor: definition.isColor === true,
    unit: parameterUnit(definition),
    defaultValue: definition.defaultValue,
    value,
  };
}
