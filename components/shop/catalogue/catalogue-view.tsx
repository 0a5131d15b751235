import { SiteChrome } from "@/components/site/site-chrome";
import { hasActiveFilters, type CatalogueFilters, type CatalogueSort } from "@/lib/domain/shop/catalogue-query";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { ProductList as ProductListAnswer } from "@/lib/schemas/shop/product";
import { AlcoholMessage } from "./alcohol-message";
import { CatalogueFiltersForm } from "./catalogue-filters";
import { CataloguePagination } from "./catalogue-pagination";
import { ProductList } from "./product-list";

export const CATALOGUE_EMPTY_MESSAGE = "Aucun produit ne correspond à votre recherche.";

/** « 1 produit », « 24 produits ». */
function countText(total: number): string {
  return total === 0 ? "Aucun produit" : `${total} ${total > 1 ? "produits" : "produit"}`;
}

/** The catalogue page (/boutique): filters beside the results, the results as PRODUCT_DISPLAY says, pages, the health message. */
export function CatalogueView({
  title,
  list,
  filters,
  sort,
  defaultSort,
  nbItem,
  settings,
}: {
  title: string;
  list: ProductListAnswer;
  filters: CatalogueFilters;
  sort: CatalogueSort | null;
  defaultSort: CatalogueSort | null;
  nbItem: number;
  settings: ShopSettings;
}) {
  const filtered = hasActiveFilters(filters);
  return (
    <SiteChrome>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-[var(--detail-page-margin-top)] max-lg:pt-7">
        <h1 className="font-title text-3xl text-heading sm:text-4xl">{title}</h1>
        {settings.shippingMessage ? <p className="mt-4 text-lg">{settings.shippingMessage}</p> : null}
        <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr]">
          <aside aria-labelledby="filtres-titre">
            <h2 id="filtres-titre" className="mb-4 font-title text-xl text-heading">
              Filtrer et trier
            </h2>
            <CatalogueFiltersForm filters={filters} choices={list.filters} sort={sort} defaultSort={defaultSort} />
          </aside>
          <section aria-labelledby="resultats-titre">
            <h2 id="resultats-titre" className="sr-only">
              Résultats
            </h2>
            <p role="status" className="mb-4 font-semibold" data-testid="catalogue-count">
              {countText(list.total)}
              {filtered ? " pour votre recherche" : ""}
            </p>
            {list.list.length === 0 ? (
              <div className="rounded-2xl border border-ink/14 p-6 text-center">
                <p>{list.total === 0 ? CATALOGUE_EMPTY_MESSAGE : "Cette page ne contient aucun produit."}</p>
                <p className="mt-2">
                  <a href={SHOP_PATH} className="text-link underline">
                    Voir tous les produits
                  </a>
                </p>
              </div>
            ) : (
              <ProductList products={list.list} settings={settings} level={3} layout={settings.productDisplay} priority={2} />
            )}
            <CataloguePagination filters={filters} total={list.total} nbItem={nbItem} />
          </section>
        </div>
        <AlcoholMessage show={settings.alcoholMessage} />
      </div>
    </SiteChrome>
  );
}
