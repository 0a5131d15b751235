import { SiteLink } from "@/components/ui/site-link";
import { pageCount, pageHref } from "@/lib/domain/blog";

const LINK = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-link underline";

/**
 * Page links of a paged list, with rel="prev" / rel="next" (on the links and, hoisted by React into
 * the head, as <link> elements for crawlers). Nothing when everything fits on one page.
 */
export function Pagination({ base, page, total, nbItem }: { base: string; page: number; total: number; nbItem: number }) {
  const pages = pageCount(total, nbItem);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label="Pagination" className="mt-10">
      {page > 1 ? <link rel="prev" href={pageHref(base, page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pageHref(base, page + 1)} /> : null}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <SiteLink rel="prev" className={LINK} href={pageHref(base, page - 1)}>
              Page précédente
            </SiteLink>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${LINK} bg-primary text-on-primary no-underline`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <SiteLink className={LINK} href={pageHref(base, n)}>
                <span className="sr-only">Page </span>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <SiteLink rel="next" className={LINK} href={pageHref(base, page + 1)}>
              Page suivante
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
