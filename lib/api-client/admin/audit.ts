"use client";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getBrowserApi } from "@/lib/api-client/browser";
import { auditListSchema, type AuditList } from "@/lib/schemas/admin/audit";

/** GET /admin/audit: one page of the site's audit log, newest first, optionally one action. */
export function fetchAudit(query: { page: number; nbItem: number; action?: string }): Promise<AuditList> {
  const params: Record<string, unknown> = { page: query.page, nbItem: query.nbItem };
  if (query.action) params.action = query.action;
  return getParsed(getBrowserApi(), "/admin/audit", auditListSchema, params);
}
