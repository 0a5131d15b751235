import type { z } from "zod";
import { isHtmlSchema } from "@/components/blocks/shared-schemas";
import { sanitizeRichHtml } from "./sanitize-html";

/** The parts of a zod definition this walk reads (zod 4 `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Returns `value` (already valid for `schema`) with every owner-HTML string sanitised: the strings
 * whose schema is marked by `htmlText` (components/blocks/shared-schemas.ts), wherever they sit
 * (block props, lists of items, optional fields). Generic: a new block type with an HTML field is
 * covered by its schema alone.
 */
export function sanitizeHtmlFields<T>(schema: z.ZodType, value: T): T {
  return walk(schema, value) as T;
}

function walk(schema: z.ZodType, value: unknown): unknown {
  if (isHtmlSchema(schema)) return typeof value === "string" ? sanitizeRichHtml(value) : value;
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      if (!isRecord(value) || !def.shape) return value;
      const next: Record<string, unknown> = { ...value };
      for (const [key, field] of Object.entries(def.shape)) {
        if (Object.hasOwn(value, key)) next[key] = walk(field, value[key]);
      }
      return next;
    }
    case "array":
      return Array.isArray(value) && def.element ? value.map((item) => walk(def.element!, item)) : value;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return value === undefined || value === null || !def.innerType ? value : walk(def.innerType, value);
    case "union": {
      // The option the value belongs to (a discriminated union: the block of its type).
      const option = def.options?.find((candidate) => candidate.safeParse(value).success);
      return option ? walk(option, value) : value;
    }
    case "intersection":
      return def.left && def.right ? walk(def.right, walk(def.left, value)) : value;
    case "pipe":
      return def.in ? walk(def.in, value) : value;
    case "lazy":
      return def.getter ? walk(def.getter(), value) : value;
    default:
      return value;
  }
}
