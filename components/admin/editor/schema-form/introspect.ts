import { z } from "zod";
import { entityKindOf, HTML_FORMAT, type EntityKind } from "@/components/blocks/shared-schemas";

/**
 * The editor's view of a zod 4 schema: the block schemas are the field definitions (no second
 * description of the fields). Read through `schema._zod.def` (zod 4's public definition object)
 * and the string / number / array checks.
 */
export type FieldNode =
  | { kind: "string"; optional: boolean; html: boolean; minLength: number | null; maxLength: number | null; default?: unknown }
  | { kind: "number"; optional: boolean; min: number | null; max: number | null; integer: boolean; default?: unknown }
  | { kind: "boolean"; optional: boolean; default?: unknown }
  | { kind: "enum"; optional: boolean; options: string[]; default?: unknown }
  | { kind: "image"; optional: boolean; default?: unknown }
  /** The id of one of the site's albums, forms or calendars (entityId): a picker listing them by name. */
  | { kind: "entity"; optional: boolean; entity: EntityKind; default?: unknown }
  | { kind: "object"; optional: boolean; fields: Array<{ key: string; node: FieldNode }>; default?: unknown }
  | { kind: "array"; optional: boolean; item: FieldNode; min: number | null; max: number | null; default?: unknown }
  | { kind: "unsupported"; optional: boolean; type: string };

type AnySchema = z.core.$ZodType;

interface CheckDef {
  check?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
}

function checksOf(schema: AnySchema): CheckDef[] {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: CheckDef } }> }).checks ?? [];
  return checks.map((check) => check._zod.def);
}

function bound(checks: CheckDef[], name: string, key: "minimum" | "maximum" | "value"): number | null {
  const found = checks.find((check) => check.check === name);
  const value = found?.[key];
  return value === undefined ? null : Number(value);
}

/** An owner-HTML string (htmlText in components/blocks/shared-schemas.ts): edited as rich text. */
function isHtml(schema: AnySchema): boolean {
  return z.globalRegistry.get(schema as z.ZodType)?.format === HTML_FORMAT;
}

/** Describes `schema` as a form field tree. */
export function describeSchema(schema: AnySchema): FieldNode {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  // Wrappers: optional, default, nullable, readonly.
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; defaultValue?: unknown };
    if (def.type === "optional" || def.type === "nullable") optional = true;
    else if (def.type === "default" || def.type === "prefault") {
      optional = true;
      defaultValue = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
    } else if (def.type !== "readonly") break;
    if (!def.innerType) break;
    current = def.innerType;
  }
  const def = current._zod.def as { type: string };
  const checks = checksOf(current);
  const withDefault = defaultValue === undefined ? {} : { default: defaultValue };
  switch (def.type) {
    case "string":
      return {
        kind: "string",
        optional,
        html: isHtml(schema) || isHtml(current),
        minLength: bound(checks, "min_length", "minimum"),
        maxLength: bound(checks, "max_length", "maximum"),
        ...withDefault,
      };
    case "number": {
      const entity = entityKindOf(current) ?? entityKindOf(schema);
      if (entity) return { kind: "entity", optional, entity, ...withDefault };
      const integer = checks.some((check) => check.check === "number_format" && String(check.format).includes("int"));
      const min = checks.find((check) => check.check === "greater_than");
      const max = checks.find((check) => check.check === "less_than");
      return {
        kind: "number",
        optional,
        integer,
        min: min?.value === undefined ? null : Number(min.value),
        max: max?.value === undefined ? null : Number(max.value),
        ...withDefault,
      };
    }
    case "boolean":
      return { kind: "boolean", optional, ...withDefault };
    case "enum": {
      const entries = (current._zod.def as unknown as { entries: Record<string, string> }).entries;
      return { kind: "enum", optional, options: Object.values(entries), ...withDefault };
    }
    case "object": {
      const shape = (current._zod.def as unknown as { shape: Record<string, AnySchema> }).shape;
      if ("src" in shape && "alt" in shape) return { kind: "image", optional, ...withDefault };
      return {
        kind: "object",
        optional,
        fields: Object.entries(shape).map(([key, child]) => ({ key, node: describeSchema(child) })),
        ...withDefault,
      };
    }
    case "array": {
      const element = (current._zod.def as unknown as { element: AnySchema }).element;
      return {
        kind: "array",
        optional,
        item: describeSchema(element),
        min: bound(checks, "min_length", "minimum"),
        max: bound(checks, "max_length", "maximum"),
        ...withDefault,
      };
    }
    default:
      return { kind: "unsupported", optional, type: def.type };
  }
}

/** The `props` object schema of a block schema (`z.object({ type, props })`). */
export function propsSchemaOf(blockSchema: AnySchema): AnySchema {
  const shape = (blockSchema._zod.def as unknown as { shape: Record<string, AnySchema> }).shape;
  const props = shape.props;
  if (!props) throw new Error("Block schema without props");
  return props;
}

/** A value for a new item of a list (or a newly added optional object): empty but well-shaped. */
export function emptyValue(node: FieldNode): unknown {
  if ("default" in node && node.default !== undefined) return structuredClone(node.default);
  switch (node.kind) {
    case "string":
      return "";
    case "number":
      return node.min ?? 0;
    case "boolean":
      return false;
    case "enum":
      return node.options[0];
    case "image":
      return { src: "", alt: "" };
    case "object":
      return Object.fromEntries(node.fields.filter((f) => !f.node.optional).map((f) => [f.key, emptyValue(f.node)]));
    case "array":
      return Array.from({ length: node.min ?? 0 }, () => emptyValue(node.item));
    default:
      return undefined;
  }
}
