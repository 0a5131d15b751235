import type { MealIcon } from "@/lib/schemas/shop/product";

/** The food pairings of a product (its meal icon ids, named by GET /parameter/product/meal-icon); hidden by HIDE_PRODUCT_ICON (caller). */
export function MealIcons({ ids, icons, headingId }: { ids: readonly number[]; icons: readonly MealIcon[]; headingId: string }) {
  const shown = icons.filter((icon) => ids.includes(icon.id));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-title text-2xl text-heading">
        Accords mets et vins
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="meal-icons">
        {shown.map((icon) => (
          <li key={icon.id} data-code={icon.code} className="flex items-center gap-2 rounded-full border border-ink/14 px-3 py-1">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
              <path d="M7 3v8m-3-8v5a3 3 0 0 0 6 0V3M7 11v10m10-18c-2 0-3 3-3 7h3v11" />
            </svg>
            {icon.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
