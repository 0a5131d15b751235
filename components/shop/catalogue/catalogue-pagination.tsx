import { SiteLink } from "@/components/ui/site-link";
import { pageCount } from "@/lib/domain/blog";
import { catalogueHref, type CatalogueFilters } from "@/lib/domain/shop/catalogue-query";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";

const LINK = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-link underline";

/** Page links of the catalogue, keeping its filters and sort; nothing when one page holds everything. */
export function CataloguePagination({ filters, total, nbItem }: { filters: CatalogueFilters; total: number; nbItem: number }) {
  const pages = pageCount(total, nbItem);
  if (pages <= 1) return null;
  const page = Math.min(filters.page, pages);
  const href = (n: number) => catalogueHref(SHOP_PATH, filters, n);
  return (
    <nav aria-label="Pagination des produits" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <SiteLink rel="prev" className={LINK} href={href(page - 1)}>
              Page précédente
            </SiteLink>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${LINK} bg-primary text-on-primary no-underline`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <SiteLink className={LINK} href={href(n)}>
                <span className="sr-only">Page </span>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <SiteLink rel="next" className={LINK} href={href(page + 1)}>
              Page suivante
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
