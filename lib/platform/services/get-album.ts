import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Album } from "@/lib/schemas/albums";
import type { Database } from "@/lib/platform/db/types";
import { albumItems, albums, images } from "@/lib/platform/db/schema";
import { albumImageView } from "./album-image-view";

/** One published album of the site with its files in order; null for an unknown id or another site's. */
export async function getAlbum(db: Database, siteId: number, id: number): Promise<Album | null> {
  const [album] = await db
    .select()
    .from(albums)
    .where(and(eq(albums.id, id), eq(albums.siteId, siteId), eq(albums.isPublished, true)))
    .limit(1);
  if (!album) return null;
  const items = await db
    .select({ alt: albumItems.alt, image: images })
    .from(albumItems)
    .innerJoin(images, and(eq(images.id, albumItems.imageId), eq(images.siteId, siteId)))
    .where(and(eq(albumItems.albumId, album.id), eq(albumItems.siteId, siteId)))
    .orderBy(asc(albumItems.order), asc(albumItems.id));
  return {
    id: album.id,
    title: album.title,
    slug: album.slug,
    description: album.description,
    images: items.map((item) => albumImageView(item.image, item.alt)),
  };
}
