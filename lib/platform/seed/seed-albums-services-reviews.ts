import "server-only";
import { sanitizeRichHtml } from "@/lib/domain/sanitize-html";
import { normaliseTag } from "@/lib/domain/service-tags";
import type { Database } from "@/lib/platform/db/types";
import { albumItems, albums, reviews, services } from "@/lib/platform/db/schema";
import type { ImageRegistry, SeedSite } from "./types";

/** Writes a sample site's albums, services and reviews, inside the site's seed transaction. */
export async function seedAlbumsServicesReviews(db: Database, seed: SeedSite, register: ImageRegistry): Promise<void> {
  for (const [order, album] of (seed.albums ?? []).entries()) {
    const [row] = await db
      .insert(albums)
      .values({ siteId: seed.id, title: album.title, slug: album.slug, description: album.description, order })
      .returning({ id: albums.id });
    for (const [index, item] of album.items.entries()) {
      const image = await register(item.file, item.alt);
      await db.insert(albumItems).values({ siteId: seed.id, albumId: row!.id, imageId: image.id, alt: item.alt, order: index });
    }
  }
  for (const [order, service] of (seed.services ?? []).entries()) {
    const image = service.imageFile ? await register(service.imageFile, service.imageAlt) : null;
    const { imageFile: _file, imageAlt: _alt, ...fields } = service;
    await db.insert(services).values({
      ...fields,
      siteId: seed.id,
      description: sanitizeRichHtml(service.description),
      tags: [...new Set(service.tags.map(normaliseTag))],
      imageId: image?.id ?? null,
      order,
    });
  }
  if (seed.reviews && seed.reviews.length > 0) {
    await db
      .insert(reviews)
      .values(seed.reviews.map((review) => ({ ...review, siteId: seed.id, source: "ADMIN" as const, reviewedAt: new Date(review.reviewedAt) })));
  }
}
