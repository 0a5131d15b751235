/**
 * The list-query grammar of SPEC §7, parsed once for every list route.
 *
 *   ?page=2&nbItem=24&orderBy=publishedAt:desc,title&title=lk:coach&price=gte:10&price=lt:50&id=df:3
 *
 * - `page` ≥ 1 (default 1); `nbItem` 1…max (default 10 unless the route says otherwise).
 * - `orderBy`: comma list of `field` or `field:asc|desc`, fields from the route's allow-list.
 * - Any other parameter is a filter on a declared field: plain value = equals, or a prefix
 *   `lk:` (contains, case-insensitive), `df:` (different), `lt:`, `lte:`, `gt:`, `gte:`.
 *   The same field may be filtered several times (AND). Empty values are ignored.
 * - Unknown fields, bad values or bad sort keys are errors (never passed to SQL).
 */

export type FieldType = "string" | "number" | "boolean" | "date";
export type FilterOperator = "eq" | "like" | "ne" | "lt" | "lte" | "gt" | "gte";
export type SortDirection = "asc" | "desc";
export type FilterValue = string | number | boolean | Date;

export interface ListQuerySpec<F extends string = string> {
  /** Filterable fields and their types. */
  fields: Readonly<Record<F, FieldType>>;
  /** Sortable fields. */
  sortable: readonly F[];
  defaultOrder: readonly { field: F; direction: SortDirection }[];
  defaultNbItem?: number;
  maxNbItem?: number;
  /** Route-specific parameters that are not filters (e.g. `promoted`). */
  extraParams?: readonly string[];
}

export interface ListFilter<F extends string = string> {
  field: F;
  operator: FilterOperator;
  value: FilterValue;
}

export interface ListQuery<F extends string = string> {
  page: number;
  nbItem: number;
  orderBy: { field: F; direction: SortDirection }[];
  filters: ListFilter<F>[];
  /** Values of the route's extra parameters (raw strings), when given. */
  extra: Record<string, string>;
}

export type FieldErrors = Record<string, string[]>;
export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const DEFAULT_NB_ITEM = 10;
export const DEFAULT_MAX_NB_ITEM = 100;
const RESERVED = new Set(["page", "nbItem", "orderBy"]);

const PREFIXES: readonly [string, FilterOperator][] = [
  ["lk:", "like"],
  ["df:", "ne"],
  ["lte:", "lte"],
  ["lt:", "lt"],
  ["gte:", "gte"],
  ["gt:", "gt"],
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseInteger(raw: string): number | null {
  return /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

function parseFilterValue(type: FieldType, raw: string): FilterValue | string {
  switch (type) {
    case "number": {
      const n = Number(raw);
      return raw.trim() !== "" && Number.isFinite(n) ? n : "doit être un nombre";
    }
    case "boolean":
      if (raw === "true" || raw === "1") return true;
      if (raw === "false" || raw === "0") return false;
      return "doit valoir true ou false";
    case "date": {
      const d = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw);
      return ISO_DATE.test(raw) && !Number.isNaN(d.getTime()) ? d : "doit être une date au format AAAA-MM-JJ";
    }
    default:
      return raw.length <= 200 ? raw : "est trop long (200 caractères au plus)";
  }
}

function addError(errors: FieldErrors, key: string, message: string) {
  (errors[key] ??= []).push(message);
}

export function parseListQuery<F extends string>(
  params: Readonly<Record<string, readonly string[] | string | undefined>>,
  spec: ListQuerySpec<F>,
): ParseResult<ListQuery<F>> {
  const errors: FieldErrors = {};
  const maxNbItem = spec.maxNbItem ?? DEFAULT_MAX_NB_ITEM;
  const values = (key: string): string[] => {
    const v = params[key];
    return v === undefined ? [] : typeof v === "string" ? [v] : [...v];
  };
  const single = (key: string): string | undefined => values(key).filter((v) => v !== "").at(-1);

  let page = 1;
  const rawPage = single("page");
  if (rawPage !== undefined) {
    const n = parseInteger(rawPage);
    if (n === null || n < 1) addError(errors, "page", "La page doit être un entier supérieur ou égal à 1.");
    else page = n;
  }

  let nbItem = spec.defaultNbItem ?? DEFAULT_NB_ITEM;
  const rawNbItem = single("nbItem");
  if (rawNbItem !== undefined) {
    const n = parseInteger(rawNbItem);
    if (n === null || n < 1 || n > maxNbItem)
      addError(errors, "nbItem", `Le nombre d'éléments doit être un entier entre 1 et ${maxNbItem}.`);
    else nbItem = n;
  }

  let orderBy = spec.defaultOrder.map((o) => ({ ...o }));
  const rawOrder = single("orderBy");
  if (rawOrder !== undefined) {
    const parsed: { field: F; direction: SortDirection }[] = [];
    for (const part of rawOrder.split(",")) {
      const [name = "", dir = "asc", ...rest] = part.trim().split(":");
      const direction = dir.toLowerCase();
      if (!(spec.sortable as readonly string[]).includes(name) || rest.length > 0) {
        addError(errors, "orderBy", `Tri impossible sur « ${name} » (possible : ${spec.sortable.join(", ")}).`);
      } else if (direction !== "asc" && direction !== "desc") {
        addError(errors, "orderBy", `Sens de tri « ${dir} » invalide (asc ou desc).`);
      } else {
        parsed.push({ field: name as F, direction });
      }
    }
    if (parsed.length > 0) orderBy = parsed;
  }

  const filters: ListFilter<F>[] = [];
  const extra: Record<string, string> = {};
  for (const key of Object.keys(params)) {
    if (RESERVED.has(key)) continue;
    if (spec.extraParams?.includes(key)) {
      const v = single(key);
      if (v !== undefined) extra[key] = v;
      continue;
    }
    const type = (spec.fields as Record<string, FieldType>)[key];
    const raws = values(key).filter((v) => v !== "");
    if (type === undefined) {
      if (raws.length > 0) addError(errors, key, `Filtre inconnu « ${key} ».`);
      continue;
    }
    for (const raw of raws) {
      const prefix = PREFIXES.find(([p]) => raw.startsWith(p));
      const operator: FilterOperator = prefix ? prefix[1] : "eq";
      const rawValue = prefix ? raw.slice(prefix[0].length) : raw;
      if (rawValue === "") continue; // "lk:" with nothing after it: same as empty.
      if (operator === "like" && type !== "string") {
        addError(errors, key, "Le filtre lk: ne s'applique qu'aux textes.");
        continue;
      }
      if (type === "boolean" && operator !== "eq" && operator !== "ne") {
        addError(errors, key, "Un booléen ne se compare qu'avec une égalité ou df:.");
        continue;
      }
      const value = parseFilterValue(type, rawValue);
      if (typeof value === "string" && type !== "string") {
        addError(errors, key, `« ${rawValue} » ${value}.`);
        continue;
      }
      if (type === "string" && value === "est trop long (200 caractères au plus)") {
        addError(errors, key, `La valeur ${value}.`);
        continue;
      }
      filters.push({ field: key as F, operator, value });
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { page, nbItem, orderBy, filters, extra } };
}

/** Escapes LIKE wildcards so `lk:` means "contains this text". */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
