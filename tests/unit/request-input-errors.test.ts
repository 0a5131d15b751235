import { z } from "zod";
import { describe, expect, it } from "vitest";
import { controlCharacterPaths } from "@/lib/domain/control-characters";
import { FRENCH_DEFAULT_MESSAGES, frenchDefaultError } from "@/lib/schemas/french-errors";

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: frenchDefaultError });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("frenchDefaultError: French where a schema leaves zod's English default", () => {
  const body = z.strictObject({ token: z.string(), rating: z.number().int().max(5), text: z.string({ error: "Écrivez votre avis." }) });

  it("a body that is no object, a value of the wrong type, a number out of range", () => {
    expect(messagesOf(body, [])).toEqual([["", FRENCH_DEFAULT_MESSAGES.notAnObject]]);
    expect(messagesOf(body, { token: 1, rating: 1.5, text: "ok" })).toEqual([
      ["token", FRENCH_DEFAULT_MESSAGES.text],
      ["rating", FRENCH_DEFAULT_MESSAGES.integer],
    ]);
    expect(messagesOf(body, { token: "t", rating: 9, text: "ok" })).toEqual([["rating", FRENCH_DEFAULT_MESSAGES.tooBig(5)]]);
  });

  it("a field's own message still wins", () => {
    expect(messagesOf(body, { token: "t", rating: 1, text: 3 })).toEqual([["text", "Écrivez votre avis."]]);
  });

  it("names unexpected keys, but never echoes a long one", () => {
    expect(messagesOf(body, { token: "t", rating: 1, text: "ok", admin: true })).toEqual([["", "Champ inattendu : « admin »."]]);
    expect(messagesOf(body, { token: "t", rating: 1, text: "ok", a: 1, __proto__x: 2 })).toEqual([["", "Champs inattendus : « a », « __proto__x »."]]);
    expect(messagesOf(body, { token: "t", rating: 1, text: "ok", ["k".repeat(65)]: 1 })).toEqual([["", "Champ inattendu."]]);
  });
});

describe("controlCharacterPaths", () => {
  it("finds C0 control characters in nested strings, tab, line feed and carriage return excepted", () => {
    const input = { name: "Ju\u0000lie", message: "Ligne 1\r\n\tLigne 2", list: ["ok", "b\u001bip"], nested: { deep: ["\u0007"] }, count: 3, none: null };
    expect(controlCharacterPaths(input)).toEqual([["name"], ["list", 1], ["nested", "deep", 0]]);
    expect(controlCharacterPaths("\u000b")).toEqual([[]]);
    expect(controlCharacterPaths({ text: "Très bien, merci ! 😀\u00a0\u200b" })).toEqual([]);
  });
});
