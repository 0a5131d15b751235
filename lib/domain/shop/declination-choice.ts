import type { Declination } from "@/lib/schemas/shop/product";
import { formatCapacity } from "./declination-label";

/**
 * How the product sheet lets a buyer pick a declination: one choice per thing that differs between
 * them (vintage, size, each variation), each option the value as buyers read it. A product whose
 * declinations differ in nothing has no choice to make.
 */

export interface DeclinationOption {
  value: string;
  label: string;
}

export interface DeclinationDimension {
  key: "year" | "capacity" | "variation1" | "variation2" | "variation3";
  label: string;
  options: DeclinationOption[];
}

const VARIATIONS = ["variation1", "variation2", "variation3"] as const;

/** The value of one dimension for a declination (a string key, "" when it has none). */
export function dimensionValue(declination: Declination, key: DeclinationDimension["key"]): string {
  if (key === "year") return declination.year === null ? "" : String(declination.year);
  if (key === "capacity") return declination.capacity === null ? "" : `${declination.capacity}|${declination.capacityUnit ?? ""}`;
  return declination[key] ? String(declination[key].id) : "";
}

function optionLabel(declination: Declination, key: DeclinationDimension["key"]): string {
  if (key === "year") return declination.year === null ? "Sans millésime" : String(declination.year);
  if (key === "capacity") return formatCapacity(declination.capacity, declination.capacityUnit) ?? "Format unique";
  return declination[key]?.displayLabel ?? "Sans";
}

/** True when the two dimensions split the declinations alike (each value of one goes with one value of the other). */
function sameSplit(declinations: readonly Declination[], a: DeclinationDimension["key"], b: DeclinationDimension["key"]): boolean {
  const forward = new Map<string, string>();
  const backward = new Map<string, string>();
  for (const declination of declinations) {
    const [x, y] = [dimensionValue(declination, a), dimensionValue(declination, b)];
    if ((forward.get(x) ?? y) !== y || (backward.get(y) ?? x) !== x) return false;
    forward.set(x, y);
    backward.set(y, x);
  }
  return true;
}

/** The choices to offer, in the declinations' order, leaving out what all of them share. */
export function declinationDimensions(declinations: readonly Declination[]): DeclinationDimension[] {
  const dimensions: DeclinationDimension[] = [];
  for (const key of ["year", "capacity", ...VARIATIONS] as const) {
    const options = new Map<string, string>();
    for (const declination of declinations) {
      const value = dimensionValue(declination, key);
      if (!options.has(value)) options.set(value, optionLabel(declination, key));
    }
    if (options.size < 2) continue;
    // A variation that only repeats the vintage or the size (« Contenance : 75 cl ») is no choice of its own.
    if (dimensions.some((shown) => sameSplit(declinations, shown.key, key))) continue;
    const label =
      key === "year"
        ? "Millésime"
        : key === "capacity"
          ? "Contenance"
          : (declinations.find((declination) => declination[key])?.[key]?.label ?? "Option");
    const sorted = [...options].map(([value, text]) => ({ value, label: text }));
    if (key === "year") sorted.sort((a, b) => b.value.localeCompare(a.value));
    dimensions.push({ key, label, options: sorted });
  }
  return dimensions;
}

/**
 * The declination after the buyer chose `value` for `key`: among those with that value, the one
 * that keeps most of the current choices (the first of the list on a tie). Unchanged when none has it.
 */
export function chooseDeclination(
  declinations: readonly Declination[],
  current: Declination,
  key: DeclinationDimension["key"],
  value: string,
): Declination {
  let best: Declination | null = null;
  let bestScore = -1;
  for (const candidate of declinations) {
    if (dimensionValue(candidate, key) !== value) continue;
    let score = 0;
    for (const other of ["year", "capacity", ...VARIATIONS] as const) {
      if (other !== key && dimensionValue(candidate, other) === dimensionValue(current, other)) score += 1;
    }
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best ?? current;
}
