"use client";
import { formatDate } from "@/lib/domain/dates";
import { MAX_RATING } from "@/lib/domain/reviews";
import type { AdminReview } from "@/lib/schemas/reviews";
import { BUTTON, PRIMARY_BUTTON } from "../../media/styles";

export type ReviewAction = "approve" | "hide" | "refuse";

const SOURCES: Record<AdminReview["source"], string> = { ADMIN: "saisi dans l'administration", LINK: "laissé par le client avec un lien d'avis" };

export interface ReviewItemProps {
  review: AdminReview;
  /** True while a request about this review runs: its buttons say so and ignore clicks. */
  busy: boolean;
  onAction: (review: AdminReview, action: ReviewAction) => void;
}

/** One review of the moderation lists, with what can be done with it. */
export function ReviewItem({ review, busy, onAction }: ReviewItemProps) {
  const fullName = [review.authorFirstname, review.authorLastname].filter(Boolean).join(" ");
  const act = (action: ReviewAction) => () => {
    if (!busy) onAction(review, action);
  };
  // The space stays outside the hidden text: accessible names drop a span's leading space.
  const about = <span className="sr-only">l&apos;avis de {fullName}</span>;
  return (
    <li className="flex flex-col gap-2 rounded border border-neutral-300 p-3" data-review-id={review.id}>
      <p className="text-sm">
        <span className="font-semibold">{fullName}</span> — <span aria-hidden="true">{"★".repeat(review.rating) + "☆".repeat(MAX_RATING - review.rating)} </span>
        <span className="sr-only">note : </span>
        {review.rating} sur {MAX_RATING}
      </p>
      <p className="whitespace-pre-line text-sm">{review.text}</p>
      <p className="text-xs text-neutral-700">
        Avis du {formatDate(review.reviewedAt)}, {SOURCES[review.source]}. Affiché comme « {review.author} ».
      </p>
      <div className="flex flex-wrap gap-2">
        {review.isPublished ? (
          <button type="button" className={BUTTON} data-action={`hide-${review.id}`} aria-disabled={busy || undefined} onClick={act("hide")}>
            Masquer {about}
          </button>
        ) : (
          <>
            <button type="button" className={PRIMARY_BUTTON} data-action={`approve-${review.id}`} aria-disabled={busy || undefined} onClick={act("approve")}>
              Approuver {about}
            </button>
            <button type="button" className={BUTTON} data-action={`refuse-${review.id}`} aria-disabled={busy || undefined} onClick={act("refuse")}>
              Refuser {about}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
