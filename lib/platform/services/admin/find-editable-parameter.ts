import "server-only";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import type { ParameterDefinition } from "@/lib/domain/site-parameters";
import { ApiError } from "@/lib/platform/api-error";

/** The catalogue entry of a parameter key, or 404 (French message). */
export function findEditableParameter(type: string): ParameterDefinition {
  const definition = findParameterDefinition(type);
  if (!definition) throw new ApiError("NOT_FOUND", `Paramètre inconnu : ${type}.`);
  return definition;
}
