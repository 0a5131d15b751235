import "server-only";
import { desc, eq } from "drizzle-orm";
import type { ListQuerySpec, ListQuery } from "@/lib/domain/list-query";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";
import type { AdminImageList } from "@/lib/schemas/admin/media";
import { collectImageUsages } from "./collect-image-usages";
import { toAdminImage } from "./image-view";

type ImageField = "id" | "name" | "alt" | "mimeType" | "byteSize" | "createdAt";

export const IMAGE_LIST_SPEC: ListQuerySpec<ImageField> = {
  fields: { id: "integer", name: "string", alt: "string", mimeType: "string", byteSize: "integer", createdAt: "date" },
  sortable: ["id", "name", "byteSize", "createdAt"],
  defaultOrder: [{ field: "createdAt", direction: "desc" }],
  defaultNbItem: 48,
};

const COLUMNS: ListColumns<ImageField> = {
  id: images.id,
  name: images.name,
  alt: images.alt,
  mimeType: images.mimeType,
  byteSize: images.byteSize,
  createdAt: images.createdAt,
};

/** The site's images (list query), newest first, each with its variants and how often it is used. */
export async function listImages(db: Database, siteId: number, query: ListQuery<ImageField>): Promise<AdminImageList> {
  const [{ rows, total, pagination }, usages] = await Promise.all([
    selectListPage(db, images, COLUMNS, query, eq(images.siteId, siteId), (page) =>
      db.select().from(images).where(page.where).orderBy(...page.orderBy, desc(images.id)).limit(page.limit).offset(page.offset),
    ),
    collectImageUsages(db, siteId),
  ]);
  return { list: rows.map((row) => toAdminImage(row, usages.get(row.id)?.length ?? 0)), total, pagination };
}
