/** Five digits: the shape of every French postal code (the dataset says whether it exists). */
export function isFrenchPostalCodeShape(postalCode: string): boolean {
  return /^\d{5}$/.test(postalCode);
}

/**
 * The département of a French postal code: "21" for 21190, "2A"/"2B" for Corsica (200xx–201xx →
 * 2A, 202xx–206xx → 2B), "971"… for overseas; null when the code has not the French shape.
 */
export function departmentOfPostalCode(postalCode: string): string | null {
  if (!isFrenchPostalCodeShape(postalCode)) return null;
  if (postalCode.startsWith("20")) return Number(postalCode.slice(2, 3)) <= 1 ? "2A" : "2B";
  if (postalCode.startsWith("97") || postalCode.startsWith("98")) return postalCode.slice(0, 3);
  return postalCode.slice(0, 2);
}

/** A name compared without case, accents, apostrophes or dashes: « Saint-Étienne » → « saint etienne ». */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
