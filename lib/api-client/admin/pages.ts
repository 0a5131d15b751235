"use client";
import type { Envelope } from "@/lib/domain/envelope";
import {
  adminPageSchema,
  adminPageTreeSchema,
  deletePageResultSchema,
  type AdminPage,
  type AdminPageNode,
  type ChildrenChoice,
  type DeletePageResult,
  type PageInput,
  type PageTreeInput,
} from "@/lib/schemas/admin/pages";
import { getBrowserApi } from "../browser";

/** Pages and menu calls of the admin panel (docs/api.md « Admin — pages »); errors are PlatformError. */

export interface AdminAnswer<T> {
  data: T;
  message: string | null;
}

export const adminPagesKey = () => ["admin", "pages"] as const;

export async function listAdminPages(): Promise<AdminPageNode[]> {
  const response = await getBrowserApi().get<Envelope<unknown>>("/admin/pages");
  return adminPageTreeSchema.parse(response.data.data);
}

export async function createAdminPage(input: PageInput): Promise<AdminAnswer<AdminPage>> {
  const response = await getBrowserApi().post<Envelope<unknown>>("/admin/page", input);
  return { data: adminPageSchema.parse(response.data.data), message: response.data.message };
}

export async function updateAdminPage(id: number, input: PageInput): Promise<AdminAnswer<AdminPage>> {
  const response = await getBrowserApi().put<Envelope<unknown>>(`/admin/page/${id}`, input);
  return { data: adminPageSchema.parse(response.data.data), message: response.data.message };
}

export async function updateAdminPageTree(input: PageTreeInput): Promise<AdminAnswer<AdminPageNode[]>> {
  const response = await getBrowserApi().put<Envelope<unknown>>("/admin/pages/tree", input);
  return { data: adminPageTreeSchema.parse(response.data.data), message: response.data.message };
}

export async function deleteAdminPage(id: number, children?: ChildrenChoice): Promise<AdminAnswer<DeletePageResult>> {
  const response = await getBrowserApi().delete<Envelope<unknown>>(`/admin/page/${id}`, { params: children ? { children } : undefined });
  return { data: deletePageResultSchema.parse(response.data.data), message: response.data.message };
}
