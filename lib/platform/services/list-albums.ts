import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { AlbumList } from "@/lib/schemas/albums";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { albumItems, albums, images } from "@/lib/platform/db/schema";
import { albumImageView } from "./album-image-view";

type AlbumField = "id" | "title" | "slug" | "order";

/** SPEC §9: albums are listed 100 at a time (the §7 call asks nbItem=100). */
export const ALBUM_LIST_SPEC: ListQuerySpec<AlbumField> = {
  fields: { id: "integer", title: "string", slug: "string", order: "integer" },
  sortable: ["id", "title", "order"],
  defaultOrder: [{ field: "order", direction: "asc" }],
};

const ALBUM_COLUMNS: ListColumns<AlbumField> = { id: albums.id, title: albums.title, slug: albums.slug, order: albums.order };

/** Published albums of a site, each with its cover (first file) and its number of files. */
export async function listAlbums(db: Database, siteId: number, query: ListQuery<AlbumField>): Promise<AlbumList> {
  const scope = and(eq(albums.siteId, siteId), eq(albums.isPublished, true))!;
  const { rows, total, pagination } = await selectListPage(db, albums, ALBUM_COLUMNS, query, scope, (page) =>
    db.select().from(albums).where(page.where).orderBy(...page.orderBy, asc(albums.id)).limit(page.limit).offset(page.offset),
  );
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({ albumId: albumItems.albumId, alt: albumItems.alt, image: images })
          .from(albumItems)
          .innerJoin(images, and(eq(images.id, albumItems.imageId), eq(images.siteId, siteId)))
          .where(and(eq(albumItems.siteId, siteId), inArray(albumItems.albumId, ids)))
          .orderBy(asc(albumItems.albumId), asc(albumItems.order), asc(albumItems.id));
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ albumId: albumItems.albumId, n: count() })
          .from(albumItems)
          .where(and(eq(albumItems.siteId, siteId), inArray(albumItems.albumId, ids)))
          .groupBy(albumItems.albumId);
  return {
    list: rows.map((album) => {
      const first = items.find((item) => item.albumId === album.id);
      return {
        id: album.id,
        title: album.title,
        slug: album.slug,
        description: album.description,
        cover: first ? albumImageView(first.image, first.alt) : null,
        imageCount: counts.find((c) => c.albumId === album.id)?.n ?? 0,
      };
    }),
    total,
    pagination,
  };
}
