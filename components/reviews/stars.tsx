import { MaskIcon } from "@/components/ui/mask-icon";
import { ratingLabel, starFills } from "@/lib/domain/reviews";

function Star({ filled }: { filled: boolean }) {
  return <MaskIcon name={filled ? "star" : "star-empty"} className="size-5" />;
}

/**
 * Five stars read out as « 4,5 sur 5 » (role img carries the name; the stars are decorative). A
 * half star is a full star cut to half its width over an empty one (CSS masks: components/ui/icon-shapes.ts).
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
