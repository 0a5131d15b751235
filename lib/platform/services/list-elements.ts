import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { ElementItem, ElementList } from "@/lib/schemas/content";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { elements, images } from "@/lib/platform/db/schema";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";
import { imageUrl } from "./image-url";

type ElementField = "id" | "title" | "slug" | "order" | "createdAt";

export const ELEMENT_LIST_SPEC: ListQuerySpec<ElementField> = {
  fields: { id: "integer", title: "string", slug: "string", order: "integer", createdAt: "date" },
  sortable: ["id", "title", "order", "createdAt"],
  defaultOrder: [{ field: "order", direction: "asc" }],
};

const ELEMENT_COLUMNS: ListColumns<ElementField> = {
  id: elements.id,
  title: elements.title,
  slug: elements.slug,
  order: elements.order,
  createdAt: elements.createdAt,
};

type ElementRow = typeof elements.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toElement(element: ElementRow, image: ImageRow | null): ElementItem {
  return {
    id: element.id,
    route: element.route,
    title: element.title,
    slug: element.slug,
    order: element.order,
    url: element.url,
    data: element.data,
    image: image ? { id: image.id, alt: image.alt, url: imageUrl(image) } : null,
    createdAt: element.createdAt.toISOString(),
  };
}

function scopeOf(siteId: number, route: string) {
  return and(eq(elements.siteId, siteId), eq(elements.route, route), eq(elements.isPublished, true))!;
}

/** A generic element list (SPEC §3 "Element list": items with route, total, pagination), cached per query. */
export function listElements(db: Database, siteId: number, route: string, query: ListQuery<ElementField>): Promise<ElementList> {
  const key = `elements:${siteId}:${route}:${JSON.stringify(query)}`;
  return cached(key, [cacheTags.content(siteId)], () => loadElements(db, siteId, route, query));
}

async function loadElements(db: Database, siteId: number, route: string, query: ListQuery<ElementField>): Promise<ElementList> {
  const { rows, total, pagination } = await selectListPage(db, elements, ELEMENT_COLUMNS, query, scopeOf(siteId, route), (page) =>
    db
      .select({ element: elements, image: images })
      .from(elements)
      .leftJoin(images, eq(images.id, elements.imageId))
      .where(page.where)
      .orderBy(...page.orderBy, asc(elements.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return {
    route,
    items: rows.map((r) => toElement(r.element, r.image)),
    total,
    pagination,
  };
}

export async function getElement(db: Database, siteId: number, route: string, id: number): Promise<ElementItem | null> {
  const [row] = await db
    .select({ element: elements, image: images })
    .from(elements)
    .leftJoin(images, eq(images.id, elements.imageId))
    .where(and(scopeOf(siteId, route), eq(elements.id, id)))
    .limit(1);
  return row ? toElement(row.element, row.image) : null;
}
