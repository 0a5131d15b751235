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

/** `integer` is a 32-bit integer column (ids, orders); `number` any finite number. */
export type FieldType = "string" | "integer" | "number" | "boolean" | "date";
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

const MAX_STRING_FILTER = 200;
const INT32_MAX = 2_147_483_647;

type ParsedValue = { ok: true; value: FilterValue } | { ok: false; error: string };

/** A real calendar date (2026-02-30 is refused, not rolled over to March). */
function parseDate(raw: string): Date | null {
  if (!ISO_DATE.test(raw)) return null;
  const [year, month, day] = raw.slice(0, 10).split("-").map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const date = raw.length === 10 ? calendar : new Date(raw.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseFilterValue(type: FieldType, raw: string): ParsedValue {
  switch (type) {
    case "integer": {
      const n = /^-?\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
      return Number.isInteger(n) && Math.abs(n) <= INT32_MAX
        ? { ok: true, value: n }
        : { ok: false, error: `« ${raw} » doit être un nombre entier.` };
    }
    case "number": {
      const n = Number(raw);
      return raw.trim() !== "" && Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER
        ? { ok: true, value: n }
        : { ok: false, error: `« ${raw} » doit être un nombre.` };
    }
    case "boolean":
      if (raw === "true" || raw === "1") return { ok: true, value: true };
      if (raw === "false" || raw === "0") return { ok: true, value: false };
      return { ok: false, error: `« ${raw} » doit valoir true ou false.` };
    case "date": {
      const date = parseDate(raw);
      return date ? { ok: true, value: date } : { ok: false, error: `« ${raw} » doit être une date au format AAAA-MM-JJ.` };
    }
    default:
      // PostgreSQL text cannot hold NUL; other control characters are never meaningful in a filter.
      if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(raw)) {
        return { ok: false, error: "La valeur contient des caractères de contrôle interdits." };
      }
      return raw.length <= MAX_STRING_FILTER
        ? { ok: true, value: raw }
        : { ok: false, error: `La valeur est trop longue (${MAX_STRING_FILTER} caractères au plus).` };
  }
}

function addError(errors: FieldErrors, key: string, message: string) {
  if (!Object.hasOwn(errors, key)) errors[key] = [];
  errors[key]!.push(message);
}

export function parseListQuery<F extends string>(
  params: Readonly<Record<string, readonly string[] | string | undefined>>,
  spec: ListQuerySpec<F>,
): ParseResult<ListQuery<F>> {
  const errors: FieldErrors = Object.create(null); // "__proto__" must stay a plain key
  const maxNbItem = spec.maxNbItem ?? DEFAULT_MAX_NB_ITEM;
  const values = (key: string): string[] => {
    const v = Object.hasOwn(params, key) ? params[key] : undefined;
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
    // Own keys only: "constructor" or "__proto__" are not fields.
    const type = Object.hasOwn(spec.fields, key) ? (spec.fields as Record<string, FieldType>)[key] : undefined;
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
      const parsed = parseFilterValue(type, rawValue);
      if (!parsed.ok) {
        addError(errors, key, parsed.error);
        continue;
      }
      filters.push({ field: key as F, operator, value: parsed.value });
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { page, nbItem, orderBy, filters, extra } };
}

/** Escapes LIKE wildcards so `lk:` means "contains this text". */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
