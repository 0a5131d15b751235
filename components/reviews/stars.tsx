import { ratingLabel, starFills } from "@/lib/domain/reviews";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z";

function Star({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path d={STAR_PATH} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * Five stars read out as « 4,5 sur 5 » (role img carries the name; the stars are decorative). A
 * half star is a full star cut to half its width over an empty one (no SVG ids: many per page).
 */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const label = ratingLabel(rating);
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex gap-0.5 text-[var(--color-star,#b45309)] ${className}`}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className="relative inline-block size-5">
          <Star filled={false} />
          {fill === "empty" ? null : (
            <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === "half" ? "w-1/2" : "w-full"}`}>
              <Star filled />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
