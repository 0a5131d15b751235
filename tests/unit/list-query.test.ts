import { describe, it, expect } from "vitest";
import {
  DEFAULT_MAX_NB_ITEM,
  DEFAULT_NB_ITEM,
  escapeLike,
  parseListQuery,
  type FieldErrors,
  type ListQuery,
  type ListQuerySpec,
} from "@/lib/domain/list-query";

type Field = "id" | "title" | "price" | "isPromoted" | "publishedAt";

/** A spec shaped like the news list: every field type, one extra parameter. */
const SPEC: ListQuerySpec<Field> = {
  fields: { id: "integer", title: "string", price: "number", isPromoted: "boolean", publishedAt: "date" },
  sortable: ["id", "title", "publishedAt"],
  defaultOrder: [{ field: "publishedAt", direction: "desc" }],
  extraParams: ["promoted"],
};

type Params = Record<string, string | string[] | undefined>;

function parse(params: Params, spec: ListQuerySpec<Field> = SPEC): ListQuery<Field> {
  const result = parseListQuery(params, spec);
  if (!result.ok) throw new Error(`expected a valid query, got errors ${JSON.stringify(result.errors)}`);
  return result.value;
}

function errorsOf(params: Params, spec: ListQuerySpec<Field> = SPEC): FieldErrors {
  const result = parseListQuery(params, spec);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

describe("parseListQuery: defaults", () => {
  it("exports the contract's defaults (nbItem 10, max 100)", () => {
    expect(DEFAULT_NB_ITEM).toBe(10);
    expect(DEFAULT_MAX_NB_ITEM).toBe(100);
  });

  it("gives page 1, nbItem 10, the default order, no filter and no extra for an empty query", () => {
    expect(parse({})).toEqual({
      page: 1,
      nbItem: 10,
      orderBy: [{ field: "publishedAt", direction: "desc" }],
      filters: [],
      extra: {},
    });
  });

  it("uses the route's defaultNbItem when given", () => {
    expect(parse({}, { ...SPEC, defaultNbItem: 24 }).nbItem).toBe(24);
  });

  it("returns a copy of the default order (the spec is never mutated)", () => {
    const value = parse({});
    value.orderBy[0]!.direction = "asc";
    value.orderBy.push({ field: "id", direction: "asc" });
    expect(SPEC.defaultOrder).toEqual([{ field: "publishedAt", direction: "desc" }]);
    expect(parse({}).orderBy).toEqual([{ field: "publishedAt", direction: "desc" }]);
  });

  it("accepts single strings as well as arrays of values", () => {
    expect(parse({ page: "2", nbItem: ["5"] })).toMatchObject({ page: 2, nbItem: 5 });
  });

  it("ignores undefined parameters", () => {
    expect(parse({ title: undefined, page: undefined })).toMatchObject({ page: 1, filters: [] });
  });
});

describe("parseListQuery: filter operators", () => {
  it("a plain value is an equality", () => {
    expect(parse({ title: "Coaching" }).filters).toEqual([{ field: "title", operator: "eq", value: "Coaching" }]);
  });

  it("lk: is a case-insensitive contains on text", () => {
    expect(parse({ title: "lk:coach" }).filters).toEqual([{ field: "title", operator: "like", value: "coach" }]);
  });

  it.each([
    ["df:3", "ne", 3],
    ["lt:3", "lt", 3],
    ["lte:3", "lte", 3],
    ["gt:3", "gt", 3],
    ["gte:3", "gte", 3],
    ["3", "eq", 3],
  ] as const)("%s on a number gives operator %s", (raw, operator, value) => {
    expect(parse({ price: raw }).filters).toEqual([{ field: "price", operator, value }]);
  });

  it("df: also applies to text", () => {
    expect(parse({ title: "df:Brouillon" }).filters).toEqual([{ field: "title", operator: "ne", value: "Brouillon" }]);
  });

  it("lte:/gte: are not read as lt:/gt: followed by 'e:'", () => {
    expect(parse({ title: "lte:abc" }).filters).toEqual([{ field: "title", operator: "lte", value: "abc" }]);
    expect(parse({ title: "gte:abc" }).filters).toEqual([{ field: "title", operator: "gte", value: "abc" }]);
  });

  it("only the first prefix is an operator; the rest of the value is kept as is", () => {
    expect(parse({ title: "lk:10:30" }).filters).toEqual([{ field: "title", operator: "like", value: "10:30" }]);
    expect(parse({ title: "df:lk:x" }).filters).toEqual([{ field: "title", operator: "ne", value: "lk:x" }]);
  });

  it("an unknown prefix is part of a plain (equality) value", () => {
    expect(parse({ title: "eq:abc" }).filters).toEqual([{ field: "title", operator: "eq", value: "eq:abc" }]);
    expect(parse({ title: "LK:abc" }).filters).toEqual([{ field: "title", operator: "eq", value: "LK:abc" }]);
  });
});

describe("parseListQuery: value types", () => {
  it("numbers: integers, decimals and negatives", () => {
    expect(parse({ price: ["12", "gt:-3", "lt:12.5"] }).filters.map((f) => f.value)).toEqual([12, -3, 12.5]);
  });

  it.each(["abc", "lt:abc", "Infinity", "12abc"])("numbers: %s is an error", (raw) => {
    const errors = errorsOf({ price: raw });
    expect(errors.price).toHaveLength(1);
    expect(errors.price![0]).toContain("doit être un nombre");
  });

  it.each([
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
  ] as const)("booleans: %s → %s", (raw, value) => {
    expect(parse({ isPromoted: raw }).filters).toEqual([{ field: "isPromoted", operator: "eq", value }]);
  });

  it("booleans: df: is allowed", () => {
    expect(parse({ isPromoted: "df:true" }).filters).toEqual([{ field: "isPromoted", operator: "ne", value: true }]);
  });

  it.each(["yes", "TRUE", "2", "vrai"])("booleans: %s is an error", (raw) => {
    expect(errorsOf({ isPromoted: raw }).isPromoted![0]).toContain("doit valoir true ou false");
  });

  it.each(["lt:true", "lte:1", "gt:false", "gte:0"])("booleans: ordering operator %s is an error", (raw) => {
    expect(errorsOf({ isPromoted: raw }).isPromoted).toEqual(["Un booléen ne se compare qu'avec une égalité ou df:."]);
  });

  it("dates: a day is midnight UTC", () => {
    const [filter] = parse({ publishedAt: "gte:2026-05-01" }).filters;
    expect(filter!.operator).toBe("gte");
    expect(filter!.value).toBeInstanceOf(Date);
    expect((filter!.value as Date).toISOString()).toBe("2026-05-01T00:00:00.000Z");
  });

  it("dates: a date-time with Z or an offset is kept exactly", () => {
    const values = parse({ publishedAt: ["lt:2026-05-01T10:20:30Z", "gt:2026-05-01T10:00:00+02:00"] }).filters.map((f) =>
      (f.value as Date).toISOString(),
    );
    expect(values).toEqual(["2026-05-01T10:20:30.000Z", "2026-05-01T08:00:00.000Z"]);
  });

  it.each(["not-a-date", "01/05/2026", "2026-13-01", "2026-05-32", "2026-05-01T25:00", "2026-5-1", "20260501"])(
    "dates: %s is an error",
    (raw) => {
      expect(errorsOf({ publishedAt: raw }).publishedAt![0]).toContain("doit être une date au format AAAA-MM-JJ");
    },
  );

  it.each(["2026-02-30", "2026-04-31", "2025-02-29"])("dates: a day that does not exist (%s) is an error, not rolled over", (raw) => {
    expect(errorsOf({ publishedAt: raw }).publishedAt![0]).toContain("doit être une date au format AAAA-MM-JJ");
  });

  it("text: kept verbatim (no trimming, no case change)", () => {
    expect(parse({ title: " Élan  Coaching " }).filters[0]!.value).toBe(" Élan  Coaching ");
  });
});

describe("parseListQuery: several values and empty values", () => {
  it("the same field twice gives two filters (AND), in order", () => {
    expect(parse({ price: ["gte:10", "lt:50"] }).filters).toEqual([
      { field: "price", operator: "gte", value: 10 },
      { field: "price", operator: "lt", value: 50 },
    ]);
  });

  it("filters on several fields are all kept", () => {
    const { filters } = parse({ title: "lk:coach", id: "df:3", isPromoted: "true" });
    expect(filters).toHaveLength(3);
    expect(filters).toContainEqual({ field: "title", operator: "like", value: "coach" });
    expect(filters).toContainEqual({ field: "id", operator: "ne", value: 3 });
    expect(filters).toContainEqual({ field: "isPromoted", operator: "eq", value: true });
  });

  it("empty strings are ignored", () => {
    expect(parse({ title: "", price: ["", ""], isPromoted: "", publishedAt: "" }).filters).toEqual([]);
  });

  it("an empty value next to a real one is ignored", () => {
    expect(parse({ title: ["", "coach", ""] }).filters).toEqual([{ field: "title", operator: "eq", value: "coach" }]);
  });

  it.each(["lk:", "df:", "lt:", "lte:", "gt:", "gte:"])("a bare prefix (%s) is ignored like an empty value", (raw) => {
    expect(parse({ title: raw, price: raw, publishedAt: raw }).filters).toEqual([]);
  });

  it("empty page, nbItem and orderBy fall back to the defaults", () => {
    expect(parse({ page: "", nbItem: "", orderBy: "" })).toMatchObject({
      page: 1,
      nbItem: 10,
      orderBy: [{ field: "publishedAt", direction: "desc" }],
    });
  });

  it("an empty value of an unknown field is not an error", () => {
    expect(parse({ foo: "" }).filters).toEqual([]);
  });

  it("for page / nbItem / orderBy the last non-empty value wins", () => {
    expect(parse({ page: ["2", "3", ""], nbItem: ["5", "7"] })).toMatchObject({ page: 3, nbItem: 7 });
  });
});

describe("parseListQuery: unknown fields", () => {
  it("a parameter that is not a declared field is an error naming it", () => {
    expect(errorsOf({ foo: "1" })).toEqual({ foo: ["Filtre inconnu « foo »."] });
  });

  it("field names are case-sensitive", () => {
    expect(errorsOf({ Title: "x" })).toHaveProperty("Title");
  });

  it("page, nbItem and orderBy are never filters", () => {
    expect(parse({ page: "1", nbItem: "10", orderBy: "id" }).filters).toEqual([]);
  });
});

describe("parseListQuery: orderBy", () => {
  it("a single field sorts ascending", () => {
    expect(parse({ orderBy: "title" }).orderBy).toEqual([{ field: "title", direction: "asc" }]);
  });

  it("field:desc and field:asc, direction case-insensitive", () => {
    expect(parse({ orderBy: "title:desc" }).orderBy).toEqual([{ field: "title", direction: "desc" }]);
    expect(parse({ orderBy: "title:DESC" }).orderBy).toEqual([{ field: "title", direction: "desc" }]);
    expect(parse({ orderBy: "title:Asc" }).orderBy).toEqual([{ field: "title", direction: "asc" }]);
  });

  it("a comma list gives several sort keys, in order (spaces around keys allowed)", () => {
    expect(parse({ orderBy: "publishedAt:desc, title ,id:asc" }).orderBy).toEqual([
      { field: "publishedAt", direction: "desc" },
      { field: "title", direction: "asc" },
      { field: "id", direction: "asc" },
    ]);
  });

  it("replaces the default order", () => {
    expect(parse({ orderBy: "id" }).orderBy).toEqual([{ field: "id", direction: "asc" }]);
  });

  it("an unknown field is an error listing the sortable fields", () => {
    expect(errorsOf({ orderBy: "nope" })).toEqual({
      orderBy: ["Tri impossible sur « nope » (possible : id, title, publishedAt)."],
    });
  });

  it("a filterable but not sortable field is an error", () => {
    expect(errorsOf({ orderBy: "price" }).orderBy).toHaveLength(1);
  });

  it.each(["title:up", "title:descending", "title:"])("a bad direction (%s) is an error", (raw) => {
    expect(errorsOf({ orderBy: raw }).orderBy![0]).toMatch(/^Sens de tri « .* » invalide \(asc ou desc\)\.$/);
  });

  it("field:dir:extra is an error", () => {
    expect(errorsOf({ orderBy: "title:asc:x" }).orderBy).toHaveLength(1);
  });

  it("one bad key among good ones fails the whole query, one message per bad key", () => {
    expect(errorsOf({ orderBy: "title,nope,id:sideways" }).orderBy).toHaveLength(2);
  });
});

describe("parseListQuery: nbItem and page bounds", () => {
  it.each(["1", "50", "100"])("nbItem %s is accepted", (raw) => {
    expect(parse({ nbItem: raw }).nbItem).toBe(Number(raw));
  });

  it.each(["0", "101", "-1", "2.5", "1e3", "abc", "10items", "0x10"])("nbItem %s is an error", (raw) => {
    expect(errorsOf({ nbItem: raw })).toEqual({ nbItem: ["Le nombre d'éléments doit être un entier entre 1 et 100."] });
  });

  it("the route's maxNbItem raises (or lowers) the bound and appears in the message", () => {
    const spec = { ...SPEC, defaultNbItem: 300, maxNbItem: 300 };
    expect(parse({ nbItem: "300" }, spec).nbItem).toBe(300);
    expect(errorsOf({ nbItem: "301" }, spec)).toEqual({
      nbItem: ["Le nombre d'éléments doit être un entier entre 1 et 300."],
    });
    expect(errorsOf({ nbItem: "25" }, { ...SPEC, maxNbItem: 24 }).nbItem).toHaveLength(1);
  });

  it.each(["1", "2", "999999999"])("page %s is accepted", (raw) => {
    expect(parse({ page: raw }).page).toBe(Number(raw));
  });

  it.each(["0", "-1", "1.5", "abc", "1e2", "1234567890"])("page %s is an error", (raw) => {
    expect(errorsOf({ page: raw })).toEqual({ page: ["La page doit être un entier supérieur ou égal à 1."] });
  });
});

describe("parseListQuery: extra parameters", () => {
  it("a declared extra parameter is captured raw and is not a filter", () => {
    expect(parse({ promoted: "true" })).toMatchObject({ extra: { promoted: "true" }, filters: [] });
  });

  it("the last non-empty value is kept; an empty one is left out", () => {
    expect(parse({ promoted: ["false", "true"] }).extra).toEqual({ promoted: "true" });
    expect(parse({ promoted: "" }).extra).toEqual({});
  });

  it("extra values are not validated (any string)", () => {
    expect(parse({ promoted: "lk:whatever" }).extra).toEqual({ promoted: "lk:whatever" });
  });

  it("without extraParams in the spec, the same name is an unknown filter", () => {
    const { extraParams: _extra, ...spec } = SPEC;
    expect(errorsOf({ promoted: "true" }, spec)).toEqual({ promoted: ["Filtre inconnu « promoted »."] });
  });
});

describe("parseListQuery: lk: and text limits", () => {
  it.each([
    ["price", "lk:1"],
    ["id", "lk:3"],
    ["isPromoted", "lk:true"],
    ["publishedAt", "lk:2026"],
  ] as const)("lk: on the non-text field %s is an error", (field, raw) => {
    expect(errorsOf({ [field]: raw })).toEqual({ [field]: ["Le filtre lk: ne s'applique qu'aux textes."] });
  });

  it("a text value of 200 characters is accepted, 201 is an error", () => {
    expect(parse({ title: "a".repeat(200) }).filters[0]!.value).toBe("a".repeat(200));
    expect(errorsOf({ title: "a".repeat(201) })).toEqual({ title: ["La valeur est trop longue (200 caractères au plus)."] });
  });

  it("the limit applies to the value after the prefix", () => {
    expect(parse({ title: `lk:${"a".repeat(200)}` }).filters[0]).toEqual({
      field: "title",
      operator: "like",
      value: "a".repeat(200),
    });
    expect(errorsOf({ title: `df:${"a".repeat(201)}` }).title).toHaveLength(1);
  });

  it("a text value that happens to read like the length error message is still a valid filter", () => {
    const text = "est trop long (200 caractères au plus)";
    expect(parse({ title: text }).filters).toEqual([{ field: "title", operator: "eq", value: text }]);
  });
});

describe("parseListQuery: errors are collected, not short-circuited", () => {
  it("reports every bad parameter at once", () => {
    const errors = errorsOf({
      page: "0",
      nbItem: "1000",
      orderBy: "nope",
      foo: "1",
      price: "abc",
      isPromoted: "lt:true",
      publishedAt: "hier",
      title: "a".repeat(201),
    });
    expect(Object.keys(errors).sort()).toEqual(
      ["foo", "isPromoted", "nbItem", "orderBy", "page", "price", "publishedAt", "title"].sort(),
    );
  });

  it("several bad values of one field give several messages", () => {
    expect(errorsOf({ price: ["abc", "lk:1", "gte:x"] }).price).toHaveLength(3);
  });

  it("good values do not hide bad ones", () => {
    expect(errorsOf({ price: ["gte:10", "lt:abc"], title: "lk:ok" })).toEqual({
      price: ["« abc » doit être un nombre."],
    });
  });
});

describe("escapeLike", () => {
  it("leaves plain text untouched", () => {
    expect(escapeLike("Élan Coaching 2026")).toBe("Élan Coaching 2026");
    expect(escapeLike("")).toBe("");
  });

  it("escapes %", () => {
    expect(escapeLike("100%")).toBe("100\\%");
  });

  it("escapes _", () => {
    expect(escapeLike("a_b")).toBe("a\\_b");
  });

  it("escapes the backslash itself", () => {
    expect(escapeLike("a\\b")).toBe("a\\\\b");
  });

  it("escapes every occurrence, each once", () => {
    expect(escapeLike("%_\\%%__")).toBe("\\%\\_\\\\\\%\\%\\_\\_");
  });
});

describe("parseListQuery: integer fields (32-bit columns)", () => {
  it("accepts whole numbers, negative ones included", () => {
    expect(parse({ id: "gte:42" }).filters[0]).toEqual({ field: "id", operator: "gte", value: 42 });
    expect(parse({ id: "-3" }).filters[0]!.value).toBe(-3);
  });

  it.each(["1.5", "1e3", "0x10", "99999999999", "2147483648", "abc"])("refuses %s before it reaches SQL", (raw) => {
    expect(errorsOf({ id: raw }).id![0]).toContain("doit être un nombre entier");
  });

  it("accepts the largest 32-bit value", () => {
    expect(parse({ id: "2147483647" }).filters[0]!.value).toBe(2_147_483_647);
  });
});
