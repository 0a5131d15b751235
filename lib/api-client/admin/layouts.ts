"use client";
import type { z } from "zod";
import type { Envelope } from "@/lib/domain/envelope";
import {
  hashCheckAnswerSchema,
  draftConflictDataSchema,
  layoutConflictDataSchema,
  layoutRevisionListSchema,
  pageDraftAnswerSchema,
  pageDraftSchema,
  pageCopyAnswerSchema,
  pageLayoutAnswerSchema,
  previewAnswerSchema,
  publishAnswerSchema,
  type DraftInput,
  type LayoutConflictData,
  type PublishInput,
} from "@/lib/schemas/admin/layouts";
import { getBrowserApi } from "../browser";
import { PlatformError } from "../platform-error";

export type {
  CurrentLayout,
  LayoutRevision,
  PageDraft,
  PageLayout,
  PageLayoutAnswer,
} from "@/lib/schemas/admin/layouts";

/**
 * The builder's layout calls from the admin panel (docs/api.md "Admin — layouts"): each resolves
 * with the answer's data parsed by its schema (lib/schemas/admin/layouts.ts) or rejects with a
 * PlatformError; a refused publish is a PlatformError of status 409 — read its `data` with
 * `layoutConflictOf`.
 */

async function request<S extends z.ZodType>(method: "get" | "put" | "post" | "delete", url: string, schema: S, body?: unknown): Promise<z.output<S>> {
  const api = getBrowserApi();
  const response =
    method === "get" || method === "delete" ? await api[method]<Envelope<unknown>>(url) : await api[method]<Envelope<unknown>>(url, body ?? {});
  return schema.parse(response.data.data);
}

/** The page, its published layout and the caller's draft. */
export const getPageLayout = (idPage: number) => request("get", `/admin/page/${idPage}/layout`, pageLayoutAnswerSchema);

/** The caller's draft of the page, or null. */
export const getPageDraft = (idPage: number) => request("get", `/admin/page/${idPage}/draft`, pageDraftAnswerSchema);

/** Autosave: replaces the caller's draft; `draftVersion` is the version last seen (409 when another tab saved since). */
export const savePageDraft = (idPage: number, input: DraftInput) => request("put", `/admin/page/${idPage}/draft`, pageDraftSchema, input);

/** Drops the caller's draft. */
export async function deletePageDraft(idPage: number): Promise<void> {
  await getBrowserApi().delete(`/admin/page/${idPage}/draft`);
}

/** Saves the draft and answers the public path showing it to the caller ("/<url>?apercu=1"). */
export function previewPageLayout(idPage: number, idLayout: number, cms: DraftInput["cms"], draftVersion?: number) {
  const form = new FormData();
  form.append("cms", JSON.stringify(cms));
  if (draftVersion !== undefined) form.append("draftVersion", String(draftVersion));
  return request("put", `/admin/page/${idPage}/layout/${idLayout}/preview`, previewAnswerSchema, form);
}

/** Is `idLayout` / `hash` still the published version? Rejects with a 409 PlatformError otherwise. */
export const checkLayoutHash = (idPage: number, idLayout: number, hash: string) =>
  request("post", `/admin/page/${idPage}/layout/${idLayout}/hash/check`, hashCheckAnswerSchema, { hash });

/** Publishes over `idLayout` (the version the editor started from); 409 PlatformError when stale. */
export const publishPageLayout = (idPage: number, idLayout: number, input: PublishInput) =>
  request("post", `/admin/page/${idPage}/layout/${idLayout}/publish`, publishAnswerSchema, input);

/** « Publier une copie »: my content as a new page out of the menu; the page keeps the version online. */
export const publishPageCopy = (idPage: number, input: PublishInput) => request("post", `/admin/page/${idPage}/copy`, pageCopyAnswerSchema, input);

/** The revisions (≤ 20), newest first. */
export const listPageLayouts = (idPage: number) => request("get", `/admin/page/${idPage}/layouts`, layoutRevisionListSchema);

/** Publishes a copy of revision `idLayout`, over `baseLayoutId` (same guard as publish). */
export const restorePageLayout = (idPage: number, idLayout: number, baseLayoutId: number) =>
  request("post", `/admin/page/${idPage}/layout/${idLayout}/restore`, publishAnswerSchema, { baseLayoutId });

/** The current version named by a refused publish / hash check (409), or null for any other error. */
export function layoutConflictOf(error: unknown): LayoutConflictData["current"] | null {
  if (!(error instanceof PlatformError) || error.status !== 409) return null;
  const parsed = layoutConflictDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data.current : null;
}

/** Whether a refused draft save (409) says another tab or window saved the draft in between. */
export function isDraftConflict(error: unknown): boolean {
  return error instanceof PlatformError && error.status === 409 && draftConflictDataSchema.safeParse(error.data).success;
}
