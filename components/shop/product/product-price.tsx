import { formatEuros } from "@/lib/domain/money";
import type { PriceDisplay } from "@/lib/domain/shop/price-display";

/**
 * A price as the shop's parameters say: the price to pay (« à partir de » over several
 * declinations), the crossed-out catalogue price when discounted, and the saving in percent
 * unless PRODUCT_HIDE_PERCENTAGE_DISCOUNT. HIDE_PRODUCT_PRICES is the caller's: it renders nothing.
 */
export function ProductPrice({ display, hidePercentage, large = false }: { display: PriceDisplay; hidePercentage: boolean; large?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-price>
      {display.from ? <span className="text-sm">À partir de </span> : null}
      <span className={`font-semibold ${large ? "text-2xl" : "text-lg"}`}>{formatEuros(display.price)}</span>
      {display.fixedPrice !== null ? " " : null}
      {display.fixedPrice !== null ? (
        <del className="text-sm">
          <span className="sr-only">au lieu de </span>
          {formatEuros(display.fixedPrice)}
        </del>
      ) : null}
      {display.percent !== null && !hidePercentage ? " " : null}
      {display.percent !== null && !hidePercentage ? (
        <span className="rounded bg-primary px-1.5 text-sm font-semibold text-on-primary">
          <span className="sr-only">soit </span>−{display.percent} %
        </span>
      ) : null}
    </p>
  );
}
