/** Pure rules of customer reviews (issue 10): ratings, their average, the author shown. */

export const MIN_RATING = 1;
export const MAX_RATING = 5;

export interface RatedReview {
  rating: number;
  isPublished: boolean;
}

export interface AggregateRating {
  /** Mean of the published ratings, rounded to one decimal. */
  ratingValue: number;
  reviewCount: number;
  bestRating: typeof MAX_RATING;
  worstRating: typeof MIN_RATING;
}

/** The average of the published reviews only; null when none is published (no AggregateRating then). */
export function aggregateRating(reviews: readonly RatedReview[]): AggregateRating | null {
  const published = reviews.filter((review) => review.isPublished);
  if (published.length === 0) return null;
  const sum = published.reduce((total, review) => total + review.rating, 0);
  return {
    ratingValue: Math.round((sum / published.length) * 10) / 10,
    reviewCount: published.length,
    bestRating: MAX_RATING,
    worstRating: MIN_RATING,
  };
}

/** « 4,5 sur 5 »: the rating read out in French (decimal comma, no trailing ,0). */
export function ratingLabel(rating: number): string {
  const text = Number.isInteger(rating) ? String(rating) : rating.toFixed(1).replace(".", ",");
  return `${text} sur ${MAX_RATING}`;
}

/** How many of the five stars are full, half or empty for a rating (halves from .25 to .75). */
export function starFills(rating: number): Array<"full" | "half" | "empty"> {
  const rounded = Math.round(rating * 2) / 2;
  return Array.from({ length: MAX_RATING }, (_, index) => {
    if (rounded >= index + 1) return "full";
    if (rounded >= index + 0.5) return "half";
    return "empty";
  });
}

/** « Camille D. »: the first name and the initial of the last name, never the whole name. */
export function reviewAuthorName(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const initial = lastname.trim().charAt(0).toLocaleUpperCase("fr-FR");
  return initial ? `${first} ${initial}.` : first;
}

/**
 * schema.org AggregateRating of the business, joined to the layout's LocalBusiness by its @id
 * (`<origin>/#organisation`). Null when no review is published: no rating is ever invented.
 */
export function buildAggregateRatingJsonLd(input: {
  origin: string;
  name: string;
  aggregate: AggregateRating | null;
  reviews: ReadonlyArray<{ rating: number; text: string; author: string; reviewedAt: string }>;
}): Record<string, unknown> | null {
  if (!input.aggregate) return null;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${input.origin}/#organisation`,
    name: input.name,
    aggregateRating: { "@type": "AggregateRating", ...input.aggregate },
    review: input.reviews.map((review) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: MAX_RATING, worstRating: MIN_RATING },
      author: { "@type": "Person", name: review.author },
      datePublished: review.reviewedAt.slice(0, 10),
      reviewBody: review.text,
    })),
  };
}
