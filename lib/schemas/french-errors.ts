import type { z } from "zod";

/**
 * French messages for what a schema leaves to zod's defaults (English: « Invalid input: expected
 * object, received array », « Unrecognized key: "x" »): a body that is no object, an unexpected
 * key, a value of the wrong type where the field gave no message of its own. Passed to every parse
 * of a request (lib/platform/http/validate.ts, the form answers); a field's own message still wins.
 */

export const FRENCH_DEFAULT_MESSAGES = {
  notAnObject: "Envoyez un objet JSON (entre accolades) avec les champs attendus.",
  /** Keys are named when short (a robot's 60 Kio key is not echoed back). */
  unexpectedFields: (keys: readonly string[]) => {
    const shown = keys.filter((key) => key.length <= 64).slice(0, 5);
    if (shown.length < keys.length || shown.length === 0) return keys.length > 1 ? "Champs inattendus." : "Champ inattendu.";
    const names = shown.map((key) => `« ${key} »`).join(", ");
    return keys.length > 1 ? `Champs inattendus : ${names}.` : `Champ inattendu : ${names}.`;
  },
  text: "Indiquez un texte.",
  number: "Indiquez un nombre.",
  integer: "Indiquez un nombre entier.",
  boolean: "Indiquez vrai ou faux (true ou false).",
  list: "Indiquez une liste.",
  object: "Indiquez un objet.",
  tooLong: (maximum: number | bigint) => `${maximum} caractères au plus.`,
  tooShort: (minimum: number | bigint) => `${minimum} caractère${Number(minimum) > 1 ? "s" : ""} au moins.`,
  tooBig: (maximum: number | bigint) => `La valeur doit être au plus ${maximum}.`,
  tooSmall: (minimum: number | bigint) => `La valeur doit être au moins ${minimum}.`,
  choice: "Choisissez une des valeurs proposées.",
  format: "Le format de cette valeur n'est pas valide.",
  fallback: "Cette valeur n'est pas valide.",
} as const;

const TYPE_MESSAGES: Partial<Record<string, string>> = {
  string: FRENCH_DEFAULT_MESSAGES.text,
  number: FRENCH_DEFAULT_MESSAGES.number,
  int: FRENCH_DEFAULT_MESSAGES.integer,
  boolean: FRENCH_DEFAULT_MESSAGES.boolean,
  array: FRENCH_DEFAULT_MESSAGES.list,
  object: FRENCH_DEFAULT_MESSAGES.object,
};

/** The per-parse error map: `schema.safeParse(input, { error: frenchDefaultError })`. */
export const frenchDefaultError: z.core.$ZodErrorMap = (issue) => {
  const atRoot = !issue.path || issue.path.length === 0;
  switch (issue.code) {
    case "invalid_type":
      if (atRoot && issue.expected === "object") return FRENCH_DEFAULT_MESSAGES.notAnObject;
      return TYPE_MESSAGES[issue.expected] ?? FRENCH_DEFAULT_MESSAGES.fallback;
    case "unrecognized_keys":
      return FRENCH_DEFAULT_MESSAGES.unexpectedFields(issue.keys);
    case "too_big":
      if (issue.origin === "string") return FRENCH_DEFAULT_MESSAGES.tooLong(issue.maximum);
      return issue.origin === "number" ? FRENCH_DEFAULT_MESSAGES.tooBig(issue.maximum) : FRENCH_DEFAULT_MESSAGES.fallback;
    case "too_small":
      if (issue.origin === "string") return FRENCH_DEFAULT_MESSAGES.tooShort(issue.minimum);
      return issue.origin === "number" ? FRENCH_DEFAULT_MESSAGES.tooSmall(issue.minimum) : FRENCH_DEFAULT_MESSAGES.fallback;
    case "invalid_value":
      return FRENCH_DEFAULT_MESSAGES.choice;
    case "invalid_format":
      return FRENCH_DEFAULT_MESSAGES.format;
    default:
      return FRENCH_DEFAULT_MESSAGES.fallback;
  }
};
