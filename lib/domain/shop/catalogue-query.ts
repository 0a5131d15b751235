import { PRODUCT_TYPES, WINE_COLOURS, type ProductType, type WineColour } from "@/lib/schemas/shop/product";
import type { ShopSettings } from "./shop-settings";

/**
 * The catalogue page's query string (/boutique?q=…&couleur=RED&tri=prix-croissant&page=2), read
 * once: the filters form writes it (plain GET form, works without JavaScript), the page reads it,
 * the pagination and the sort keep it. Anything malformed is ignored, never an error page.
 */

/** Products per page of /boutique (the API's own default, 100, is for the product store). */
export const CATALOGUE_PAGE_SIZE = 24;

/** Sorts offered to visitors, by their French URL value, and the GET /product orderBy of each. */
export const CATALOGUE_SORTS = {
  "prix-croissant": { label: "Prix croissant", orderBy: "price:asc" },
  "prix-decroissant": { label: "Prix décroissant", orderBy: "price:desc" },
  nom: { label: "Nom (A à Z)", orderBy: "name:asc" },
  nouveautes: { label: "Nouveautés", orderBy: "id:desc" },
} as const;
export type CatalogueSort = keyof typeof CATALOGUE_SORTS;

/** PRODUCT_ORDER → the sort it stands for (what the sort list shows selected); CUSTOM: the owner's order, no visitor sort. */
const DEFAULT_SORT: Readonly<Record<ShopSettings["productOrder"], CatalogueSort | null>> = {
  PRICE_ASC: "prix-croissant",
  PRICE_DESC: "prix-decroissant",
  NAME_ASC: "nom",
  NEWEST: "nouveautes",
  CUSTOM: null,
};

export interface CatalogueFilters {
  /** Words searched in the name (and appellation), trimmed; "" = none. */
  search: string;
  type: ProductType | null;
  colour: WineColour | null;
  appellation: string;
  /** Price range in whole euros (what visitors type); null = open. */
  minEuros: number | null;
  maxEuros: number | null;
  tags: string[];
  /** The visitor's sort; null = the site's PRODUCT_ORDER. */
  sort: CatalogueSort | null;
  page: number;
}

export const EMPTY_CATALOGUE_FILTERS: CatalogueFilters = {
  search: "",
  type: null,
  colour: null,
  appellation: "",
  minEuros: null,
  maxEuros: null,
  tags: [],
  sort: null,
  page: 1,
};

/** The page's search params as Next gives them, or a URLSearchParams. */
export type RawSearchParams = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

function all(params: RawSearchParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? [...value] : [value];
}

function first(params: RawSearchParams, key: string): string {
  return (all(params, key)[0] ?? "").trim();
}

function text(raw: string, max: number): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, max);
}

function oneOf<T extends string>(raw: string, values: readonly T[]): T | null {
  return (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

function euros(raw: string): number | null {
  const normalised = raw.replace(",", ".").replace(/\s|€/g, "");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

/** The filters of a catalogue URL; unknown or malformed values are dropped. */
export function readCatalogueFilters(params: RawSearchParams): CatalogueFilters {
  const page = /^\d{1,4}$/.test(first(params, "page")) ? Math.max(1, Number(first(params, "page"))) : 1;
  const sort = first(params, "tri");
  let minEuros = euros(first(params, "prix_min"));
  let maxEuros = euros(first(params, "prix_max"));
  if (minEuros !== null && maxEuros !== null && minEuros > maxEuros) [minEuros, maxEuros] = [maxEuros, minEuros];
  const tags = [...new Set(all(params, "etiquette").map((tag) => text(tag, 60)).filter((tag) => tag !== ""))].slice(0, 10);
  return {
    search: text(first(params, "q"), 100),
    type: oneOf(first(params, "type"), PRODUCT_TYPES),
    colour: oneOf(first(params, "couleur"), WINE_COLOURS),
    appellation: text(first(params, "appellation"), 120),
    minEuros,
    maxEuros,
    tags,
    sort: Object.hasOwn(CATALOGUE_SORTS, sort) ? (sort as CatalogueSort) : null,
    page,
  };
}

/** True when any filter narrows the list (the sort and the page do not). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.search !== "" ||
    filters.type !== null ||
    filters.colour !== null ||
    filters.appellation !== "" ||
    filters.minEuros !== null ||
    filters.maxEuros !== null ||
    filters.tags.length > 0
  );
}

/** The catalogue URL of `filters` (defaults left out: one address per list), e.g. for pagination links. */
export function catalogueHref(base: string, filters: CatalogueFilters, page = filters.page): string {
  const query = new URLSearchParams();
  if (filters.search) query.set("q", filters.search);
  if (filters.type) query.set("type", filters.type);
  if (filters.colour) query.set("couleur", filters.colour);
  if (filters.appellation) query.set("appellation", filters.appellation);
  if (filters.minEuros !== null) query.set("prix_min", String(filters.minEuros));
  if (filters.maxEuros !== null) query.set("prix_max", String(filters.maxEuros));
  for (const tag of filters.tags) query.append("etiquette", tag);
  if (filters.sort) query.set("tri", filters.sort);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** The sort in effect: the visitor's, else the site's PRODUCT_ORDER. */
export function effectiveSort(filters: CatalogueFilters, productOrder: ShopSettings["productOrder"]): CatalogueSort | null {
  return filters.sort ?? DEFAULT_SORT[productOrder];
}

/**
 * GET /product parameters of `filters` (SPEC §7 list grammar, docs/api.md « Boutique — catalogue »;
 * empty filters left out, §5): `search` in the name, appellation, region and grape varieties,
 * exact type, colour and appellation, `tag` as a comma list (any of them), the price range in
 * cents as two `price` filters. No visitor sort: no orderBy, so the API applies PRODUCT_ORDER.
 */
export function catalogueApiParams(filters: CatalogueFilters, nbItem = CATALOGUE_PAGE_SIZE): Record<string, string | number | string[]> {
  const params: Record<string, string | number | string[]> = { page: filters.page, nbItem };
  if (filters.sort) params.orderBy = CATALOGUE_SORTS[filters.sort].orderBy;
  if (filters.search) params.search = filters.search;
  if (filters.type) params.type = filters.type;
  if (filters.colour) params.colour = filters.colour;
  // A comma separates alternatives in the API: an appellation holding one could not be matched.
  if (filters.appellation && !filters.appellation.includes(",")) params.appellation = filters.appellation;
  const price: string[] = [];
  if (filters.minEuros !== null) price.push(`gte:${Math.round(filters.minEuros * 100)}`);
  if (filters.maxEuros !== null) price.push(`lte:${Math.round(filters.maxEuros * 100)}`);
  if (price.length > 0) params.price = price;
  const tags = filters.tags.filter((tag) => !tag.includes(","));
  if (tags.length > 0) params.tag = tags.join(",");
  return params;
}
