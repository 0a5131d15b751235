import "server-only";
import { and, arrayOverlaps, asc, eq } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import { collectTags, parseTagList } from "@/lib/domain/service-tags";
import type { ServiceList } from "@/lib/schemas/services";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { images, services } from "@/lib/platform/db/schema";
import { serviceView } from "./service-view";

type ServiceField = "id" | "title" | "slug" | "order" | "durationMinutes";

/** SPEC §9: services 100 a page at most; `tag` is a comma list (any of them matches). */
export const SERVICE_LIST_SPEC: ListQuerySpec<ServiceField> = {
  fields: { id: "integer", title: "string", slug: "string", order: "integer", durationMinutes: "integer" },
  sortable: ["id", "title", "order", "durationMinutes"],
  defaultOrder: [{ field: "order", direction: "asc" }],
  extraParams: ["tag"],
};

const SERVICE_COLUMNS: ListColumns<ServiceField> = {
  id: services.id,
  title: services.title,
  slug: services.slug,
  order: services.order,
  durationMinutes: services.durationMinutes,
};

/** Published services of a site, filtered by tags (stored normalised, so the overlap is exact). */
export async function listServices(db: Database, siteId: number, query: ListQuery<ServiceField>): Promise<ServiceList> {
  const published = and(eq(services.siteId, siteId), eq(services.isPublished, true))!;
  const tags = parseTagList(query.extra.tag);
  const scope = tags.length > 0 ? and(published, arrayOverlaps(services.tags, tags))! : published;
  const [{ rows, total, pagination }, allTags] = await Promise.all([
    selectListPage(db, services, SERVICE_COLUMNS, query, scope, (page) =>
      db
        .select({ service: services, image: images })
        .from(services)
        .leftJoin(images, and(eq(images.id, services.imageId), eq(images.siteId, siteId)))
        .where(page.where)
        .orderBy(...page.orderBy, asc(services.id))
        .limit(page.limit)
        .offset(page.offset),
    ),
    db.select({ tags: services.tags }).from(services).where(published),
  ]);
  return {
    services: rows.map(({ service, image }) => serviceView(service, image)),
    total,
    pagination,
    tags: collectTags(allTags),
  };
}
