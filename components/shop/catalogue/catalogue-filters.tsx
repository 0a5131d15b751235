"use client";
import { useRouter } from "next/navigation";
import { useEffect, useTransition, type FormEvent } from "react";
import { CATALOGUE_SORTS, catalogueHref, readCatalogueFilters, type CatalogueFilters, type CatalogueSort } from "@/lib/domain/shop/catalogue-query";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import { PRODUCT_TYPE_LABELS, WINE_COLOUR_LABELS } from "@/lib/domain/shop/wine-labels";
import type { ProductList } from "@/lib/schemas/shop/product";
import { useProductStore } from "@/stores/shop/product-store";

const FIELD = "w-full rounded-lg border border-ink/40 bg-surface px-3 py-2";
const LABEL = "mb-1 block text-sm font-semibold";

export interface CatalogueFiltersProps {
  filters: CatalogueFilters;
  choices: ProductList["filters"];
  /** The sort in effect (the visitor's or PRODUCT_ORDER's); null = the owner's order. */
  sort: CatalogueSort | null;
  /** PRODUCT_ORDER's sort: choosing it leaves `tri` out of the address (one address per list). */
  defaultSort: CatalogueSort | null;
}

/**
 * The catalogue's filters and sort: a plain GET form to /boutique (works without JavaScript).
 * With JavaScript, a change of a list or a box applies at once, and a submit navigates without a
 * full reload; the product store keeps the filters being set (the server renders the results).
 */
export function CatalogueFiltersForm({ filters, choices, sort, defaultSort }: CatalogueFiltersProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const setFilters = useProductStore((state) => state.setFilters);
  useEffect(() => setFilters(filters), [filters, setFilters]);

  const apply = (form: HTMLFormElement) => {
    const data = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string") data.append(key, value);
    const read = readCatalogueFilters(data);
    const next = { ...read, sort: read.sort === defaultSort ? null : read.sort, page: 1 };
    setFilters(next);
    startTransition(() => router.push(catalogueHref(SHOP_PATH, next), { scroll: false }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    // Lists and boxes apply at once; typed text waits for « Filtrer » (or Enter).
    if (target.tagName === "SELECT" || target.type === "checkbox") apply(event.currentTarget);
  };
  const euros = (cents: number) => String(Math.floor(cents / 100));

  return (
    <form
      role="search"
      aria-label="Filtrer les produits"
      action={SHOP_PATH}
      method="get"
      onSubmit={onSubmit}
      onChange={onChange}
      aria-busy={pending || undefined}
      className="flex flex-col gap-4"
      data-testid="catalogue-filters"
    >
      <div>
        <label htmlFor="filtre-recherche" className={LABEL}>
          Rechercher un produit
        </label>
        <input id="filtre-recherche" name="q" type="search" maxLength={100} defaultValue={filters.search} className={FIELD} autoComplete="off" />
      </div>
      {choices.types.length > 1 ? (
        <div>
          <label htmlFor="filtre-type" className={LABEL}>
            Type de produit
          </label>
          <select id="filtre-type" name="type" defaultValue={filters.type ?? ""} className={FIELD}>
            <option value="">Tous les produits</option>
            {choices.types.map((type) => (
              <option key={type} value={type}>
                {PRODUCT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {choices.colours.length > 0 ? (
        <div>
          <label htmlFor="filtre-couleur" className={LABEL}>
            Couleur
          </label>
          <select id="filtre-couleur" name="couleur" defaultValue={filters.colour ?? ""} className={FIELD}>
            <option value="">Toutes les couleurs</option>
            {choices.colours.map((colour) => (
              <option key={colour} value={colour}>
                {WINE_COLOUR_LABELS[colour]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {choices.appellations.length > 0 ? (
        <div>
          <label htmlFor="filtre-appellation" className={LABEL}>
            Appellation
          </label>
          <select id="filtre-appellation" name="appellation" defaultValue={filters.appellation} className={FIELD}>
            <option value="">Toutes les appellations</option>
            {choices.appellations.map((appellation) => (
              <option key={appellation} value={appellation}>
                {appellation}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <fieldset>
        <legend className={LABEL}>Prix (en euros)</legend>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="filtre-prix-min" className="mb-1 block text-sm">
              Minimum
            </label>
            <input
              id="filtre-prix-min"
              name="prix_min"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={euros(choices.minPrice)}
              defaultValue={filters.minEuros ?? ""}
              className={FIELD}
            />
          </div>
          <div>
            <label htmlFor="filtre-prix-max" className="mb-1 block text-sm">
              Maximum
            </label>
            <input
              id="filtre-prix-max"
              name="prix_max"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={euros(choices.maxPrice + 99)}
              defaultValue={filters.maxEuros ?? ""}
              className={FIELD}
            />
          </div>
        </div>
      </fieldset>
      {choices.tags.length > 0 ? (
        <fieldset>
          <legend className={LABEL}>Étiquettes</legend>
          <ul className="flex flex-col gap-1">
            {choices.tags.map((tag, index) => (
              <li key={tag} className="flex items-center gap-2">
                <input id={`filtre-etiquette-${index}`} type="checkbox" name="etiquette" value={tag} defaultChecked={filters.tags.includes(tag)} className="size-5" />
                <label htmlFor={`filtre-etiquette-${index}`}>{tag}</label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor="filtre-tri" className={LABEL}>
          Trier par
        </label>
        <select id="filtre-tri" name="tri" defaultValue={sort ?? ""} className={FIELD}>
          {sort === null ? <option value="">Notre sélection</option> : null}
          {(Object.keys(CATALOGUE_SORTS) as CatalogueSort[]).map((value) => (
            <option key={value} value={value}>
              {CATALOGUE_SORTS[value].label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="min-h-11 rounded-full bg-primary px-6 font-semibold text-on-primary">
          Filtrer
        </button>
        <a href={SHOP_PATH} className="text-link underline">
          Effacer les filtres
        </a>
      </div>
    </form>
  );
}
