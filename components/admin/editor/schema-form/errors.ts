import { z } from "zod";

interface IssueLike {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * French messages for the editor's validation (per-parse error map: a message set in the schema,
 * like « Lien invalide », still wins).
 */
export function frenchMessage(issue: IssueLike): string {
  const min = Number(issue.minimum ?? 0);
  const max = Number(issue.maximum ?? 0);
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined || issue.input === null ? "Ce champ est obligatoire." : "Valeur invalide.";
    case "too_small":
      if (issue.origin === "string") return min <= 1 ? "Ce champ est obligatoire." : `Au moins ${plural(min, "caractère", "caractères")}.`;
      if (issue.origin === "array") return `Au moins ${plural(min, "élément", "éléments")}.`;
      return `La valeur minimale est ${min}.`;
    case "too_big":
      if (issue.origin === "string") return `${plural(max, "caractère", "caractères")} au maximum.`;
      if (issue.origin === "array") return `${plural(max, "élément", "éléments")} au maximum.`;
      return `La valeur maximale est ${max}.`;
    case "invalid_value":
      return "Choix invalide.";
    case "invalid_format":
      return "Format invalide.";
    default:
      return "Valeur invalide.";
  }
}

export const frenchErrorMap = (issue: IssueLike) => ({ message: frenchMessage(issue) });

/** "items.0.title" → message, from a failed parse of a block's props. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Validates `props` against the block's props schema: the first French message per field path. */
export function validateProps(schema: z.core.$ZodType, props: unknown): FieldErrors {
  const result = z.safeParse(schema, props, { error: frenchErrorMap });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}
