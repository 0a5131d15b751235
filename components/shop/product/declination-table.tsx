import { formatEuros } from "@/lib/domain/money";
import { declinationName } from "@/lib/domain/shop/declination-name";
import { declinationPriceDisplay } from "@/lib/domain/shop/price-display";
import { technicalSheetPath } from "@/lib/domain/shop/product-path";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import { stockLabel } from "@/lib/domain/shop/stock-label";
import type { Product } from "@/lib/schemas/shop/product";

/**
 * Every vintage and size of the product, readable without JavaScript (the buy box chooses among
 * them): vintage, capacity, variations, price (unless HIDE_PRODUCT_PRICES), stock, and the
 * technical sheet of each when the site makes them.
 */
export function DeclinationTable({
  product,
  settings,
  sheets,
  headingId,
}: {
  product: Product;
  settings: ShopSettings;
  sheets: boolean;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-title text-2xl text-heading">
        {product.type.type === "OTHER" ? "Versions disponibles" : "Millésimes et contenances"}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left" data-testid="declinations">
          <thead>
            <tr className="border-b border-ink/40">
              <th scope="col" className="py-2 pr-4">
                Version
              </th>
              {settings.hidePrices ? null : (
                <th scope="col" className="py-2 pr-4">
                  Prix
                </th>
              )}
              <th scope="col" className="py-2 pr-4">
                Disponibilité
              </th>
              {sheets ? (
                <th scope="col" className="py-2">
                  Fiche technique
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {product.declinations.map((declination) => {
              const price = declinationPriceDisplay(declination);
              const name = declinationName(declination) || product.name;
              return (
                <tr key={declination.id} className="border-b border-ink/14" data-declination-id={declination.id}>
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {name}
                  </th>
                  {settings.hidePrices ? null : (
                    <td className="py-2 pr-4">
                      {formatEuros(price.price)}
                      {price.fixedPrice !== null ? (
                        <>
                          {" "}
                          <del className="text-sm">
                            <span className="sr-only">au lieu de </span>
                            {formatEuros(price.fixedPrice)}
                          </del>
                        </>
                      ) : null}
                    </td>
                  )}
                  <td className="py-2 pr-4">{stockLabel(declination.quantity, settings).text}</td>
                  {sheets ? (
                    <td className="py-2">
                      <a href={technicalSheetPath(product, declination.id)} className="text-link underline" download>
                        PDF<span className="sr-only"> : fiche technique {name}</span>
                      </a>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
