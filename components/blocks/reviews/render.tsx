import { Stars } from "@/components/reviews/stars";
import { formatDate } from "@/lib/domain/dates";
import { readText } from "@/lib/domain/parameter-map";
import { buildAggregateRatingJsonLd, ratingLabel } from "@/lib/domain/reviews";
import { serializeJsonLd } from "@/lib/domain/structured-data";
import { loadReviews } from "@/lib/storefront/load-reviews";
import { getRequestOrigin } from "@/lib/storefront/request-origin";
import { getSiteContext } from "@/lib/storefront/site-context";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { ReviewsBlockData } from "./schema";

export const REVIEWS_EMPTY_MESSAGE = "Aucun avis publié pour le moment.";

/**
 * Published reviews (GET /google/reviews), their average in stars (« 4,8 sur 5 ») and the
 * AggregateRating JSON-LD, only when at least one review is published.
 */
export async function ReviewsBlock({ block, headingLevel = 2 }: BlockRendererProps<ReviewsBlockData>) {
  const { title, nbItem, from } = block.props;
  let data;
  try {
    data = await loadReviews(from ?? null);
  } catch (error) {
    console.error("[blocks] reviews: the reviews could not be loaded", error);
    return null;
  }
  const { info, parameters } = await getSiteContext();
  const jsonLd = buildAggregateRatingJsonLd({
    origin: await getRequestOrigin(info.url),
    name: readText(parameters, "COMPANY_NAME") ?? info.name,
    aggregate: data.aggregate,
    reviews: data.reviews.slice(0, nbItem),
  });
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-4`}>{title}</Heading> : null}
      {data.aggregate ? (
        <p className="mb-8 flex flex-wrap items-center gap-3 text-lg" data-testid="reviews-average">
          <Stars rating={data.aggregate.ratingValue} />
          <span>
            Note moyenne {ratingLabel(data.aggregate.ratingValue)}, {data.aggregate.reviewCount} avis
          </span>
        </p>
      ) : null}
      {data.reviews.length === 0 ? (
        <p className={`rounded-2xl ${HAIRLINE} p-6 text-center`}>{REVIEWS_EMPTY_MESSAGE}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.reviews.slice(0, nbItem).map((review) => (
            <li key={review.id} className={`flex flex-col gap-3 rounded-2xl ${HAIRLINE} p-5`}>
              <Stars rating={review.rating} />
              <blockquote className="flex-1 leading-relaxed">
                <p>{review.text}</p>
              </blockquote>
              <p className="text-sm">
                <span className="font-semibold">{review.author}</span>, le <time dateTime={review.reviewedAt}>{formatDate(review.reviewedAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} /> : null}
    </BlockSection>
  );
}
