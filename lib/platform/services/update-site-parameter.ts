import "server-only";
import { and, eq } from "drizzle-orm";
import { findParameterDefinition } from "@/lib/domain/parameter-catalog";
import type { SiteParameter } from "@/lib/domain/site-parameters";
import { validateParameterValue } from "@/lib/domain/site-parameters";
import { ApiError } from "@/lib/platform/api-error";
import { cacheTags, invalidateTags } from "@/lib/platform/cache/read-cache";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters } from "@/lib/platform/db/schema";

/**
 * Sets one parameter of a site after checking it against the catalogue (kind, colour format,
 * allowed values). Unknown keys are 404, bad values 422 — nothing written. The read cache of the
 * site's parameters is dropped so the next page shows the change.
 */
export async function updateSiteParameter(db: Database, siteId: number, type: string, value: string | null): Promise<SiteParameter> {
  const definition = findParameterDefinition(type);
  if (!definition) throw new ApiError("NOT_FOUND", `Paramètre inconnu : ${type}.`);
  const normalized = value === null ? null : definition.kind === "TEXT" ? value : value.trim();
  const error = validateParameterValue(definition, normalized);
  if (error) throw ApiError.validation({ value: [error] });
  const [row] = await db
    .update(siteParameters)
    .set({ value: normalized, updatedAt: new Date() })
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, type)))
    .returning({
      id: siteParameters.id,
      type: siteParameters.type,
      kind: siteParameters.kind,
      label: siteParameters.label,
      value: siteParameters.value,
    });
  if (!row) throw new ApiError("NOT_FOUND", `Paramètre inconnu : ${type}.`);
  invalidateTags(cacheTags.parameters(siteId));
  return row;
}
