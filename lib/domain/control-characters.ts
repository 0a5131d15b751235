/**
 * Control characters in request text: C0 characters other than tab, line feed and carriage return
 * are never typed by a person, PostgreSQL cannot store NUL at all (a 500 once it reached an insert),
 * and the others (ESC, BEL…) only serve to garble logs, mails and screens. Input holding them is
 * refused with a 422 on the field, before anything is stored.
 */

export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const CONTROL_CHARACTERS_MESSAGE = "Ce texte contient des caractères de contrôle non autorisés.";

/** The paths (keys and indexes, outermost first) of the strings of a JSON-like value holding one. */
export function controlCharacterPaths(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return FORBIDDEN_CONTROL_CHARACTERS.test(value) ? [[...path]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => controlCharacterPaths(item, [...path, key]));
  }
  return [];
}
