import "server-only";
import { createHash } from "node:crypto";
import type { StoredCustomizationAnswer } from "@/lib/platform/db/schema";

/**
 * The line key of a set of answers (cart_products.answers_key): "" without answers, else the
 * SHA-256 of the answers sorted by customization and field. Same declination + same answers =
 * one line whose quantity adds up; every uploaded file is its own answer (its own line).
 */
export function answersKey(answers: readonly StoredCustomizationAnswer[]): string {
  if (answers.length === 0) return "";
  const sorted = [...answers]
    .sort((a, b) => a.id - b.id || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((a) => [a.id, a.key, a.textValue ?? null, a.checkboxValue ?? null, a.selectValue?.key ?? null, a.fileId ?? null]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}
