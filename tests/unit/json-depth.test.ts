import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { controlCharacterPaths } from "@/lib/domain/control-characters";
import { isJsonTooDeep, jsonNestingDepth, MAX_JSON_DEPTH, parseBoundedJson } from "@/lib/domain/json-depth";

/** The nesting of a parsed value, the obvious (recursive) way: the reference of the text scan. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === "object") return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

const nested = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

describe("jsonNestingDepth (a scan of the text, no parse)", () => {
  it("equals the nesting of the parsed value, for any JSON, compact or indented", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.boolean(), (value, indent) => {
        const text = JSON.stringify(value, null, indent ? 2 : undefined);
        expect(jsonNestingDepth(text)).toBe(depthOf(JSON.parse(text)));
      }),
      { numRuns: 300 },
    );
  });

  it("does not count brackets inside strings, escaped quotes and backslashes included", () => {
    expect(jsonNestingDepth(JSON.stringify({ a: "[[[{{{", b: ['\\"[', "\\\\"], c: '"]]]' }))).toBe(2);
    expect(jsonNestingDepth(JSON.stringify("\\"))).toBe(0);
    expect(jsonNestingDepth("[]")).toBe(1);
    expect(jsonNestingDepth("1")).toBe(0);
  });

  it("stops counting past the bound it is given", () => {
    expect(jsonNestingDepth(nested(10_000), 5)).toBe(6);
  });
});

describe("isJsonTooDeep and parseBoundedJson", () => {
  it("refuse one level past MAX_JSON_DEPTH, however the rest of the text looks", () => {
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isJsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    // Unbalanced or truncated text is judged by what it opened.
    expect(isJsonTooDeep("[".repeat(2_000))).toBe(true);
    expect(parseBoundedJson(nested(2_000))).toEqual({ ok: false, tooDeep: true });
  });

  it("parse what is within the bound; malformed text is not « too deep »", () => {
    expect(parseBoundedJson(nested(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseBoundedJson('{"a":[1,{"b":"]]]"}]}')).toEqual({ ok: true, value: { a: [1, { b: "]]]" }] } });
    expect(parseBoundedJson("{pas du json")).toEqual({ ok: false, tooDeep: false });
    expect(parseBoundedJson("")).toEqual({ ok: false, tooDeep: false });
  });

  it("agree with the parsed value's nesting for any JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const text = JSON.stringify(value);
        expect(isJsonTooDeep(text)).toBe(depthOf(value) > MAX_JSON_DEPTH);
      }),
    );
  });
});

describe("controlCharacterPaths on a very deep value", () => {
  it("walks 10 000 levels without overflowing the stack, and still finds the string", () => {
    let value: unknown = "fin\u0000";
    for (let i = 0; i < 10_000; i += 1) value = [value];
    const [path] = controlCharacterPaths(value);
    expect(path).toHaveLength(10_000);
    expect(path!.every((step) => step === 0)).toBe(true);
  });

  it("keeps document order for siblings", () => {
    expect(controlCharacterPaths({ b: ["\u0001", { c: "\u0002" }], a: "\u0003" })).toEqual([["b", 0], ["b", 1, "c"], ["a"]]);
  });
});
