import "server-only";
import { isLegalTextType } from "@/lib/domain/legal-text";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { validateParameterValue } from "@/lib/domain/site-parameters";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import type { AdminParameter } from "@/lib/schemas/admin/parameters";
import { findEditableParameter } from "./find-editable-parameter";
import type { AuditActor } from "./record-audit";
import { writeParameter } from "./write-parameter";

/**
 * Sets one parameter of a site after checking it against the catalogue (kind, colour format,
 * allowed values): unknown keys 404, bad values 422 with the field error under `value`, nothing
 * written. Legal texts are sanitised. Audited (parameter.update, before / after).
 */
export async function updateParameter(
  db: Database,
  siteId: number,
  actor: AuditActor,
  type: string,
  value: string | null,
): Promise<AdminParameter> {
  const definition = findEditableParameter(type);
  const normalized = value === null ? null : definition.kind === "TEXT" ? value : value.trim();
  const error = validateParameterValue(definition, normalized);
  if (error) throw ApiError.validation({ value: [error] });
  // Legal texts are editor HTML: sanitised on write (and again on render, components/pages/legal-page.tsx).
  const stored = normalized !== null && isLegalTextType(type) ? sanitizeRichHtml(normalized) : normalized;
  return writeParameter(db, siteId, actor, definition, stored, "parameter.update");
}
