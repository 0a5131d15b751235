import type { StockLabel } from "@/lib/domain/shop/stock-label";

const TONES: Record<StockLabel["tone"], string> = {
  "in-stock": "before:bg-green-700",
  low: "before:bg-amber-600",
  out: "before:bg-red-700",
};

/** The stock line of a card or a sheet (stockLabel()): the site's words, with a coloured dot that adds nothing the words do not say. */
export function StockBadge({ label }: { label: StockLabel }) {
  return (
    <p data-stock={label.tone} className={`flex items-center gap-2 text-sm before:size-2 before:rounded-full before:content-[''] ${TONES[label.tone]}`}>
      {label.text}
    </p>
  );
}
