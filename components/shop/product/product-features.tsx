import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { ProductFeature } from "@/lib/schemas/shop/product";

/**
 * The product's features (appellation, région, cépages, degré, service, garde…) as
 * FEATURES_PRODUCT_STYLE says: a list of terms, a two-column table, or tiles.
 */
export function ProductFeatures({ features, style }: { features: readonly ProductFeature[]; style: ShopSettings["featuresStyle"] }) {
  if (features.length === 0) return null;
  if (style === "TABLE") {
    return (
      <table className="w-full border-collapse text-left" data-style="TABLE">
        <caption className="sr-only">Caractéristiques</caption>
        <tbody>
          {features.map((feature) => (
            <tr key={feature.key} className="border-b border-ink/14">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {feature.label}
              </th>
              <td className="py-2">{feature.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <dl data-style={style} className={style === "ICONS" ? "grid grid-cols-2 gap-3 sm:grid-cols-3" : "grid grid-cols-[auto_1fr] gap-x-4 gap-y-2"}>
      {features.map((feature) =>
        style === "ICONS" ? (
          <div key={feature.key} className="rounded-xl border border-ink/14 p-3 text-center">
            <dt className="text-sm">{feature.label}</dt>
            <dd className="font-semibold">{feature.value}</dd>
          </div>
        ) : (
          <div key={feature.key} className="contents">
            <dt className="font-semibold">{feature.label}</dt>
            <dd>{feature.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
