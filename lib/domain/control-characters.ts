/**
 * Control characters in request text: C0 characters other than tab, line feed and carriage return
 * are never typed by a person, PostgreSQL cannot store NUL at all (a 500 once it reached an insert),
 * and the others (ESC, BEL…) only serve to garble logs, mails and screens. Input holding them is
 * refused with a 422 on the field, before anything is stored.
 */

export const FORBIDDEN_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const CONTROL_CHARACTERS_MESSAGE = "Ce texte contient des caractères de contrôle non autorisés.";

type Path = (string | number)[];

/**
 * The paths (keys and indexes, outermost first) of the strings of a JSON-like value holding one,
 * in document order. A walk with its own stack, not recursion: however deep the value, no stack
 * overflow (request JSON is also refused past MAX_JSON_DEPTH before it gets here).
 */
export function controlCharacterPaths(value: unknown): Path[] {
  const found: Path[] = [];
  const pending: { item: unknown; path: Path }[] = [{ item: value, path: [] }];
  while (pending.length > 0) {
    const { item, path } = pending.pop()!;
    if (typeof item === "string") {
      if (FORBIDDEN_CONTROL_CHARACTERS.test(item)) found.push(path);
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    const children: [string | number, unknown][] = Array.isArray(item) ? item.map((child, index) => [index, child]) : Object.entries(item);
    // Pushed last first: popped in document order.
    for (let i = children.length - 1; i >= 0; i -= 1) pending.push({ item: children[i]![1], path: [...path, children[i]![0]] });
  }
  return found;
}
