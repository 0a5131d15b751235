import type { FieldErrors, ListFilter, ListQuery, ListQuerySpec, SortDirection } from "@/lib/domain/list-query";
import { normaliseTag } from "@/lib/domain/service-tags";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import { PRODUCT_TYPES, WINE_COLOURS, type Product, type ProductList } from "@/lib/schemas/shop/product";

/**
 * GET /product (SPEC §7 list grammar; docs/api.md « Boutique — catalogue »): the fields, the
 * default order (PRODUCT_ORDER) and the filter, sort and page of a site's published products.
 * A shop holds tens to a few hundred products: the service reads them all once (read cache) and
 * this pure code filters, sorts and pages them, so `price` (after discounts) sorts exactly.
 */

export type ProductField = "id" | "name" | "reference" | "type" | "colour" | "appellation" | "region" | "price" | "tag" | "year";

/** A product with what the list sorts by but the answer does not show. */
export interface CatalogueEntry {
  product: Product;
  /** Manual order (PRODUCT_ORDER = CUSTOM). */
  position: number;
}

/** SPEC §9: products are listed 100 a page. */
export const PRODUCT_NB_ITEM = 100;

const PRODUCT_FIELDS: ListQuerySpec<ProductField>["fields"] = {
  id: "integer",
  name: "string",
  reference: "string",
  type: "string",
  colour: "string",
  appellation: "string",
  region: "string",
  price: "integer",
  tag: "string",
  year: "integer",
};

export type ProductSortField = ProductField | "position";

/** The default order a PRODUCT_ORDER value stands for (ties: id ascending). */
export function productDefaultOrder(order: ShopSettings["productOrder"]): { field: ProductField; direction: SortDirection }[] {
  switch (order) {
    case "PRICE_DESC":
      return [{ field: "price", direction: "desc" }];
    case "NAME_ASC":
      return [{ field: "name", direction: "asc" }];
    case "NEWEST":
      return [{ field: "id", direction: "desc" }];
    case "CUSTOM":
      // Manual order: `position` is not a public sort key; the sort below falls back to it.
      return [];
    default:
      return [{ field: "price", direction: "asc" }];
  }
}

/** The list spec of GET /product for a site's PRODUCT_ORDER. */
export function productListSpec(order: ShopSettings["productOrder"]): ListQuerySpec<ProductField> {
  return {
    fields: PRODUCT_FIELDS,
    sortable: ["price", "name", "id", "appellation", "year"],
    defaultOrder: productDefaultOrder(order),
    defaultNbItem: PRODUCT_NB_ITEM,
    maxNbItem: PRODUCT_NB_ITEM,
    extraParams: ["search"],
  };
}

/** Case- and accent-insensitive form of a text, for searches and equalities. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase("fr-FR").replace(/\s+/g, " ").trim();
}

const ENUM_VALUES: Partial<Record<ProductField, readonly string[]>> = { type: PRODUCT_TYPES, colour: WINE_COLOURS };
const TEXT_ONLY_OPERATORS = new Set(["eq", "ne", "like"]);

/** A comma list of a filter value (« RED,WHITE »: either), empty items left out. */
function valueList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * What the generic grammar cannot check: text fields compare by equality or lk: only, type and
 * colour only take their known values. Null when the filters are fine.
 */
export function productFilterErrors(filters: readonly ListFilter<ProductField>[]): FieldErrors | null {
  const errors: FieldErrors = Object.create(null);
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const filter of filters) {
    if (typeof filter.value !== "string") continue;
    if (!TEXT_ONLY_OPERATORS.has(filter.operator)) {
      add(filter.field, "Un texte ne se compare qu'avec une égalité, lk: ou df:.");
      continue;
    }
    const allowed = ENUM_VALUES[filter.field];
    if (!allowed) continue;
    if (filter.operator === "like") {
      add(filter.field, "Ce filtre ne prend qu'une valeur exacte.");
      continue;
    }
    for (const value of valueList(filter.value)) {
      if (!allowed.includes(value.toUpperCase())) add(filter.field, `Valeur inconnue « ${value} » (possible : ${allowed.join(", ")}).`);
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The values a product has for a field (several for tags and vintages). */
function fieldValues(product: Product, field: ProductField): (string | number)[] {
  switch (field) {
    case "type":
      return [product.type.type];
    case "tag":
      return product.tags;
    case "year":
      return product.declinations.flatMap((d) => (d.year === null ? [] : [d.year]));
    case "colour":
    case "appellation":
    case "region":
      return product[field] === null ? [] : [product[field]];
    default:
      return [product[field]];
  }
}

function compare(actual: string | number, operator: ListFilter["operator"], wanted: string | number): boolean {
  if (typeof actual === "string" && typeof wanted === "string") {
    const a = foldText(actual);
    if (operator === "like") return a.includes(foldText(wanted));
    return valueList(wanted).some((item) => a === foldText(item));
  }
  const a = Number(actual);
  const b = Number(wanted);
  switch (operator) {
    case "lt":
      return a < b;
    case "lte":
      return a <= b;
    case "gt":
      return a > b;
    case "gte":
      return a >= b;
    default:
      return a === b;
  }
}

function matchesFilter(product: Product, filter: ListFilter<ProductField>): boolean {
  const values = fieldValues(product, filter.field);
  const wanted = typeof filter.value === "string" || typeof filter.value === "number" ? filter.value : String(filter.value);
  if (filter.operator === "ne") return !values.some((value) => compare(value, "eq", wanted));
  return values.some((value) => compare(value, filter.operator, wanted));
}

/** `search`: every word in the name, appellation, region or grape varieties. */
function matchesSearch(product: Product, search: string): boolean {
  const words = foldText(search).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([product.name, product.appellation ?? "", product.region ?? "", ...product.grapeVarieties.map((g) => g.name)].join(" "));
  return words.every((word) => haystack.includes(word));
}

function sortValue(entry: CatalogueEntry, field: ProductSortField): string | number | null {
  if (field === "position") return entry.position;
  if (field === "year") {
    const years = fieldValues(entry.product, "year") as number[];
    return years.length > 0 ? Math.max(...years) : null;
  }
  if (field === "type") return entry.product.type.type;
  if (field === "tag") return entry.product.tags[0] ?? null;
  return entry.product[field];
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1; // no value: last, whatever the direction
  if (b === null) return -1;
  return typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b), "fr", { sensitivity: "base" });
}

/** Filters, sorts (then manual position, then id) and pages the catalogue. */
export function queryCatalogue(entries: readonly CatalogueEntry[], query: ListQuery<ProductField>): Omit<ProductList, "filters"> {
  const search = query.extra.search ?? "";
  const kept = entries.filter((entry) => matchesSearch(entry.product, search) && query.filters.every((f) => matchesFilter(entry.product, f)));
  const order: { field: ProductSortField; direction: SortDirection }[] = [...query.orderBy, { field: "position", direction: "asc" }, { field: "id", direction: "asc" }];
  const sorted = [...kept].sort((a, b) => {
    for (const { field, direction } of order) {
      const va = sortValue(a, field);
      const vb = sortValue(b, field);
      if (va === null || vb === null) {
        const nulls = compareValues(va, vb);
        if (nulls !== 0) return nulls;
        continue;
      }
      const diff = compareValues(va, vb);
      if (diff !== 0) return direction === "desc" ? -diff : diff;
    }
    return 0;
  });
  const start = (query.page - 1) * query.nbItem;
  return {
    list: sorted.slice(start, start + query.nbItem).map((entry) => entry.product),
    total: sorted.length,
    pagination: { page: query.page, nbItem: query.nbItem },
  };
}

/** The filter choices over every published product (unfiltered), sorted the French way. */
export function catalogueFilterChoices(products: readonly Product[]): ProductList["filters"] {
  const sortFr = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, "fr"));
  const prices = products.map((p) => p.price);
  return {
    colours: WINE_COLOURS.filter((colour) => products.some((p) => p.colour === colour)),
    appellations: sortFr(products.flatMap((p) => (p.appellation ? [p.appellation] : []))),
    tags: sortFr(products.flatMap((p) => p.tags.map(normaliseTag))),
    types: PRODUCT_TYPES.filter((type) => products.some((p) => p.type.type === type)),
    minPrice: prices.length > 0 ? Math.min(...prices) : 0,
    maxPrice: prices.length > 0 ? Math.max(...prices) : 0,
  };
}
