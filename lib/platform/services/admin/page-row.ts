import "server-only";
import { pages } from "@/lib/platform/db/schema";
import type { AdminPage } from "@/lib/schemas/admin/pages";

/** The columns of a page every admin answer carries (not the content). */
export const adminPageColumns = {
  id: pages.id,
  idParent: pages.idParent,
  order: pages.order,
  url: pages.url,
  title: pages.title,
  menuTitle: pages.menuTitle,
  metaDescription: pages.metaDescription,
  showInMenu: pages.showInMenu,
  type: pages.type,
  link: pages.link,
  layoutId: pages.layoutId,
  updatedAt: pages.updatedAt,
};

export type AdminPageRow = Omit<AdminPage, "updatedAt"> & { updatedAt: Date };

/** A selected row → the answer (dates as ISO strings). */
export function toAdminPage(row: AdminPageRow): AdminPage {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The audited fields of a page (before / after of an audit entry). */
export function auditedPage(row: AdminPageRow | AdminPage) {
  const { updatedAt: _updatedAt, layoutId: _layoutId, ...fields } = row;
  return fields;
}
