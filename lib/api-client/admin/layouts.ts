"use client";
import type { z } from "zod";
import type { Envelope } from "@/lib/domain/envelope";
import {
  layoutConflictDataSchema,
  layoutRevisionListSchema,
  pageDraftSchema,
  pageLayoutAnswerSchema,
  previewAnswerSchema,
  publishAnswerSchema,
  type CurrentLayout,
} from "@/lib/schemas/admin/layouts";
import type { PageContentInput } from "@/lib/schemas/cms";
import { getBrowserApi } from "../browser";
import { PlatformError } from "../platform-error";

/** The builder's layout calls from the browser (docs/builder.md; answers parsed with lib/schemas/admin/layouts). */

async function parse<S extends z.ZodType>(promise: Promise<{ data: Envelope<unknown> }>, schema: S): Promise<z.output<S>> {
  const response = await promise;
  return schema.parse(response.data.data);
}

export const getPageLayout = (idPage: number) => parse(getBrowserApi().get(`/admin/page/${idPage}/layout`), pageLayoutAnswerSchema);

export const savePageDraft = (idPage: number, cms: PageContentInput, baseLayoutId: number | null) =>
  parse(getBrowserApi().put(`/admin/page/${idPage}/draft`, { cms, baseLayoutId }), pageDraftSchema);

export const deletePageDraft = async (idPage: number) => {
  await getBrowserApi().delete(`/admin/page/${idPage}/draft`);
};

/** Saves the draft and answers the public path that renders it for the caller. */
export const previewPageDraft = (idPage: number, idLayout: number, cms: PageContentInput) => {
  const body = new FormData();
  body.set("cms", JSON.stringify(cms));
  return parse(getBrowserApi().put(`/admin/page/${idPage}/layout/${idLayout}/preview`, body), previewAnswerSchema);
};

export const publishPageLayout = (idPage: number, idLayout: number, cms: PageContentInput) =>
  parse(getBrowserApi().post(`/admin/page/${idPage}/layout/${idLayout}/publish`, { cms }), publishAnswerSchema);

export const listPageLayouts = (idPage: number) => parse(getBrowserApi().get(`/admin/page/${idPage}/layouts`), layoutRevisionListSchema);

export const restorePageLayout = (idPage: number, idLayout: number, baseLayoutId: number) =>
  parse(getBrowserApi().post(`/admin/page/${idPage}/layout/${idLayout}/restore`, { baseLayoutId }), publishAnswerSchema);

/** The version published meanwhile, when `error` is the 409 of a publish or restore; null otherwise. */
export function conflictOf(error: unknown): CurrentLayout | null {
  if (!(error instanceof PlatformError) || error.status !== 409) return null;
  const parsed = layoutConflictDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data.current : null;
}
