import { aggregateRating, reviewAuthorName } from "@/lib/domain/reviews";
import { mediaTypeOf } from "@/lib/domain/media-type";
import { albums as seedAlbums } from "@/lib/platform/seed/site-69/albums";
import type { AlbumSummary } from "@/lib/schemas/albums";
import { forms as seedForms } from "@/lib/platform/seed/site-69/forms";
import { publicFormSchema, type PublicForm } from "@/lib/schemas/forms";
import { collectTags, normaliseTag } from "@/lib/domain/service-tags";
import { reviews as seedReviews } from "@/lib/platform/seed/site-69/reviews";
import { services as seedServices } from "@/lib/platform/seed/site-69/services";
import { siteModules as seedModules } from "@/lib/platform/seed/site-69/workshop-sign-ups";
import { workshops as seedWorkshops } from "@/lib/platform/seed/site-69/workshops";
import { hasStarted, seatsLeft, workshopStart } from "@/lib/domain/workshop-seats";
import type { ElementItem } from "@/lib/schemas/content";
import type { ReviewList } from "@/lib/schemas/reviews";
import type { Service, ServiceList } from "@/lib/schemas/services";

/** What GET /service gives for site 69's seed (for renderer tests that replace the loaders). */
export function seedServiceList(): ServiceList {
  const services: Service[] = seedServices.map((s, index) => ({
    id: index + 1,
    title: s.title,
    slug: s.slug,
    summary: s.summary,
    description: s.description,
    priceText: s.priceText,
    durationMinutes: s.durationMinutes,
    tags: s.tags.map(normaliseTag),
    image: null,
    pageUrl: s.pageUrl,
  }));
  return { services, total: services.length, pagination: { page: 1, nbItem: 100 }, tags: collectTags(services) };
}

/** What GET /google/reviews gives for site 69's seed. */
export function seedReviewList(): ReviewList {
  const published = seedReviews.filter((r) => r.isPublished);
  return {
    reviews: published.map((r, index) => ({
      id: index + 1,
      rating: r.rating,
      text: r.text,
      author: reviewAuthorName(r.authorFirstname, r.authorLastname),
      reviewedAt: new Date(r.reviewedAt).toISOString(),
    })),
    total: published.length,
    aggregate: aggregateRating(published),
  };
}

/** What GET /calendar gives for site 69's seed, in the shape the booking block reads. */
export function seedCalendarList() {
  return [{ id: 1, name: "Séances individuelles", minNoticeHours: 24, horizonDays: 60, services: [{ id: 1, name: "Première séance découverte", durationMinutes: 60 }] }];
}

/** What GET /forms/{id} gives for site 69's seeded forms (null for an unknown id). */
export function seedPublicForm(id: number): PublicForm | null {
  const form = seedForms.find((f) => f.id === id);
  return form ? publicFormSchema.parse(form) : null;
}

/** What GET /element/ateliers gives for site 69's seed: the workshops with the seats the seeded sign-ups take. */
export function seedWorkshopList(now: Date = new Date()): ElementItem[] {
  return seedWorkshops.map((w, index) => {
    const capacity = typeof w.data.seats === "number" ? w.data.seats : null;
    const taken = seedModules.registrations.filter((s) => s.workshopSlug === w.slug).reduce((sum, s) => sum + s.seats, 0);
    return {
      id: index + 10,
      route: "ateliers",
      title: w.title,
      slug: w.slug,
      order: w.order,
      url: w.url,
      data: w.data,
      image: null,
      createdAt: "2026-11-01T08:00:00.000Z",
      registration:
        capacity === null
          ? null
          : { capacity, taken, left: seatsLeft(capacity, taken), waiting: 0, isOpen: !hasStarted(workshopStart(w.data), now) },
    };
  });
}

/** What GET /album gives for site 69's seed: each album with its first file as the cover. */
export function seedAlbumList(): AlbumSummary[] {
  let imageId = 0;
  return seedAlbums.map((album, index) => {
    const first = album.items[0];
    imageId += album.items.length;
    const url = first ? `/images/${imageId}/${first.file}` : "";
    return {
      id: index + 1,
      title: album.title,
      slug: album.slug,
      description: album.description,
      cover: first
        ? {
            id: imageId,
            alt: first.alt,
            filename: first.file,
            name: first.file.replace(/\.[a-z0-9]+$/i, ""),
            mediaType: mediaTypeOf(first.file),
            url,
            onlineImage: { id: imageId, externalPath: url },
            width: null,
            height: null,
            hasVariants: false,
          }
        : null,
      imageCount: album.items.length,
    };
  });
}
