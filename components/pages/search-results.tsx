import { SiteLink } from "@/components/ui/site-link";
import { SiteSearchForm, SEARCH_PATH } from "@/components/site/site-search-form";
import type { SearchKind } from "@/lib/schemas/search";
import type { SearchOutcome } from "@/lib/storefront/search-site-content";
import { SEARCH_PAGE_SIZE } from "@/lib/storefront/search-site-content";

const KIND_LABELS: Record<SearchKind, string> = { PAGE: "Page", NEWS: "Actualité", WORKSHOP: "Atelier", SERVICE: "Prestation", BLOG: "Article du blog", PRODUCT: "Produit" };

function pageHref(terms: string, page: number): string {
  const query = new URLSearchParams({ q: terms });
  if (page > 1) query.set("page", String(page));
  return `${SEARCH_PATH}?${query.toString()}`;
}

function resultsLine(total: number, terms: string): string {
  if (total === 0) return `Aucun résultat pour « ${terms} ».`;
  return `${total} résultat${total > 1 ? "s" : ""} pour « ${terms} ».`;
}

/** The search results page: the form, then what was found (or why nothing was searched). */
export function SearchResults({ outcome }: { outcome: SearchOutcome }) {
  const terms = outcome.state === "empty" ? "" : outcome.terms;
  return (
    <div className="flex flex-col gap-8">
      <SiteSearchForm id="recherche-page" name="Nouvelle recherche" defaultValue={terms} className="max-w-xl" inputClassName="flex-1" />
      {outcome.state === "empty" ? <p>Saisissez au moins deux caractères : pages, articles, actualités, ateliers et prestations du site.</p> : null}
      {outcome.state === "invalid" || outcome.state === "failed" ? (
        <p role="alert" className="font-semibold">
          {outcome.message}
        </p>
      ) : null}
      {outcome.state === "done" ? <Found outcome={outcome} /> : null}
    </div>
  );
}

function Found({ outcome }: { outcome: Extract<SearchOutcome, { state: "done" }> }) {
  const { answer, terms, page } = outcome;
  const lastPage = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE));
  return (
    <section aria-labelledby="resultats-titre" className="flex flex-col gap-6">
      <h2 id="resultats-titre" className="text-xl font-semibold" aria-live="polite">
        {resultsLine(answer.total, terms)}
      </h2>
      {answer.list.length > 0 ? (
        <ol className="flex flex-col gap-6">
          {answer.list.map((result) => (
            <li key={`${result.kind}-${result.id}`} className="flex flex-col gap-1">
              <span className="text-sm uppercase tracking-wide">{KIND_LABELS[result.kind]}</span>
              <SiteLink href={result.url} className="text-lg font-semibold text-link underline underline-offset-4">
                {result.title}
              </SiteLink>
              {result.excerpt ? <p>{result.excerpt}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>Essayez d&apos;autres mots, ou moins de mots.</p>
      )}
      {lastPage > 1 ? (
        <nav aria-label="Pages de résultats" className="flex items-center gap-4">
          {page > 1 ? <a href={pageHref(terms, page - 1)} rel="prev">Page précédente</a> : null}
          <span>
            Page {Math.min(page, lastPage)} sur {lastPage}
          </span>
          {page < lastPage ? <a href={pageHref(terms, page + 1)} rel="next">Page suivante</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
