import "server-only";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import { LEGAL_PAGES, LEGAL_TEXT_TYPES, missingLegalParameters, type LegalTextKey } from "@/lib/domain/legal-text";
import type { Database } from "@/lib/platform/db/types";
import type { LegalChecklistItem } from "@/lib/schemas/admin/parameters";
import { readParameterValues } from "./read-parameter-values";

/**
 * The French legal autopilot: for each legal text (or the one asked), the company parameters its
 * placeholders need that are still empty, with their type (the panel links to the field).
 */
export async function getLegalChecklist(
  db: Database,
  site: { id: number; name: string },
  text?: LegalTextKey,
): Promise<LegalChecklistItem[]> {
  const values = await readParameterValues(db, site.id);
  return (text ? [text] : LEGAL_TEXT_TYPES).map((key) => ({
    text: key,
    label: LEGAL_PAGES[key].title,
    missing: missingLegalParameters(values[key] ?? null, values, site.name).map((type) => {
      const definition = findParameterDefinition(type);
      return { type, label: definition?.label ?? type, group: definition?.theme ?? "COMPANY" };
    }),
  }));
}
