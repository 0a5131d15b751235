import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { NewsList } from "@/lib/schemas/content";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { images, news } from "@/lib/platform/db/schema";
import { imageUrl } from "./image-url";

type NewsField = "id" | "title" | "slug" | "isPromoted" | "publishedAt";

export const NEWS_LIST_SPEC: ListQuerySpec<NewsField> = {
  fields: { id: "integer", title: "string", slug: "string", isPromoted: "boolean", publishedAt: "date" },
  sortable: ["id", "title", "publishedAt"],
  defaultOrder: [{ field: "publishedAt", direction: "desc" }],
  extraParams: ["promoted"],
};

const NEWS_COLUMNS: ListColumns<NewsField> = {
  id: news.id,
  title: news.title,
  slug: news.slug,
  isPromoted: news.isPromoted,
  publishedAt: news.publishedAt,
};

/**
 * Published news of a site, paged. With `promoted=true` the promoted item comes first
 * (SPEC §3: "promoted news is the first item"), then the requested order.
 */
export async function listNews(db: Database, siteId: number, query: ListQuery<NewsField>): Promise<NewsList> {
  const scope = and(eq(news.siteId, siteId), eq(news.isPublished, true))!;
  const promotedFirst = query.extra.promoted === "true" ? [desc(news.isPromoted)] : [];
  const { rows, total, pagination } = await selectListPage(db, news, NEWS_COLUMNS, query, scope, (page) =>
    db
      .select({ item: news, image: images })
      .from(news)
      .leftJoin(images, eq(images.id, news.imageId))
      .where(page.where)
      .orderBy(...promotedFirst, ...page.orderBy, desc(news.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return {
    list: rows.map(({ item, image }) => ({
      id: item.id,
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      content: item.content,
      isPromoted: item.isPromoted,
      publishedAt: item.publishedAt.toISOString(),
      image: image ? { id: image.id, alt: image.alt, url: imageUrl(image) } : null,
    })),
    total,
    pagination,
  };
}
