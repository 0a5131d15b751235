import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import { ApiError } from "@/lib/platform/api-error";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { blogFolders } from "@/lib/platform/db/schema";
import type { BlogFolderList } from "@/lib/schemas/blog";
import { findFolder, NOT_FOUND_FOLDER, toFolders } from "./blog-rows";

type FolderField = "id" | "idParent" | "title" | "order";

export const BLOG_FOLDER_LIST_SPEC: ListQuerySpec<FolderField> = {
  fields: { id: "integer", idParent: "integer", title: "string", order: "integer" },
  sortable: ["id", "title", "order"],
  defaultOrder: [{ field: "order", direction: "asc" }],
  defaultNbItem: 100,
};

const FOLDER_COLUMNS: ListColumns<FolderField> = {
  id: blogFolders.id,
  idParent: blogFolders.idParent,
  title: blogFolders.title,
  order: blogFolders.order,
};

/**
 * The site's folders, paged (GET /blog/folder/list): every folder (a flat tree, `idParent` tells
 * the parent), or with `parentId` the sub-folders of that folder (404 when it is not the site's).
 */
export async function listBlogFolders(
  db: Database,
  siteId: number,
  query: ListQuery<FolderField>,
  parentId: number | null = null,
): Promise<BlogFolderList> {
  let scope: SQL = eq(blogFolders.siteId, siteId);
  if (parentId !== null) {
    if (!(await findFolder(db, siteId, parentId))) throw new ApiError("NOT_FOUND", NOT_FOUND_FOLDER);
    scope = and(scope, eq(blogFolders.idParent, parentId))!;
  }
  const { rows, total, pagination } = await selectListPage(db, blogFolders, FOLDER_COLUMNS, query, scope, (page) =>
    db
      .select()
      .from(blogFolders)
      .where(page.where)
      .orderBy(...page.orderBy, asc(blogFolders.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { list: await toFolders(db, siteId, rows), total, pagination };
}
