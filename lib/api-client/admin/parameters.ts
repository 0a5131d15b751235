"use client";
import type { Envelope } from "@/lib/domain/envelope";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getBrowserApi } from "@/lib/api-client/browser";
import {
  adminFontsSchema,
  adminParameterSchema,
  adminParametersSchema,
  legalChecklistSchema,
  siteFontSchema,
  type AdminFonts,
  type AdminParameter,
  type AdminParameters,
  type FontInput,
  type FontType,
  type LegalChecklistItem,
  type SiteFont,
} from "@/lib/schemas/admin/parameters";

/** The theme panel's calls (docs/api.md « Admin — theme and parameters »); errors are PlatformError. */
export const fetchAdminParameters = (): Promise<AdminParameters> => getParsed(getBrowserApi(), "/admin/parameters", adminParametersSchema);

export const fetchAdminFonts = (): Promise<AdminFonts> => getParsed(getBrowserApi(), "/admin/fonts", adminFontsSchema);

export const fetchLegalChecklist = (text?: string): Promise<LegalChecklistItem[]> =>
  getParsed(getBrowserApi(), "/admin/legal/checklist", legalChecklistSchema, text ? { text } : undefined);

export async function saveParameter(type: string, value: string | null): Promise<AdminParameter> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/parameter/${encodeURIComponent(type)}`, { value });
  return adminParameterSchema.parse(response.data.data);
}

export async function resetParameter(type: string): Promise<AdminParameter> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/parameter/${encodeURIComponent(type)}`);
  return adminParameterSchema.parse(response.data.data);
}

export async function saveFont(type: FontType, input: FontInput): Promise<SiteFont> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/font/${type}`, input);
  return siteFontSchema.parse(response.data.data);
}
