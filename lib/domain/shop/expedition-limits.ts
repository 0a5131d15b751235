import type { ShippingSettings } from "./shipping-settings";

export type ExpeditionLimits = Pick<ShippingSettings, "minimumBottles" | "maximumBottles" | "bottleMultiple">;

/** Why a bottle count cannot ship, with how many bottles to add or to remove (one of them at least). */
export interface ExpeditionProblem {
  message: string;
  /** Bottles to add to reach the nearest count that ships; null when adding cannot help. */
  add: number | null;
  /** Bottles to remove to reach the nearest count that ships; null when removing cannot help. */
  remove: number | null;
}

const bottles = (n: number) => `${n} bouteille${n > 1 ? "s" : ""}`;

/** True when `count` bottles can ship in one expedition. */
export function isShippableCount(count: number, limits: ExpeditionLimits): boolean {
  return (
    count >= limits.minimumBottles &&
    (limits.maximumBottles === null || count <= limits.maximumBottles) &&
    count % limits.bottleMultiple === 0
  );
}

/** The nearest count that ships at or above `count` (null when none, e.g. past the maximum). */
function nextShippable(count: number, limits: ExpeditionLimits): number | null {
  const multiple = limits.bottleMultiple;
  const from = Math.max(count, limits.minimumBottles);
  const candidate = Math.ceil(from / multiple) * multiple;
  return limits.maximumBottles !== null && candidate > limits.maximumBottles ? null : candidate;
}

/** The nearest count that ships at or below `count` (null when none). */
function previousShippable(count: number, limits: ExpeditionLimits): number | null {
  const multiple = limits.bottleMultiple;
  const to = limits.maximumBottles === null ? count : Math.min(count, limits.maximumBottles);
  const candidate = Math.floor(to / multiple) * multiple;
  return candidate < limits.minimumBottles || candidate <= 0 ? null : candidate;
}

/**
 * The expedition limits of the whole cart (MINIMUM_EXPEDITION_BOTTLE, MAXIMUM_EXPEDITION_BOTTLE,
 * BOTTLE_MULTIPLE) on the bottles shipped (shippedBottleCount): null when `count` ships (or when
 * the cart holds no bottle: accessories alone are not held to bottle limits), else the French
 * message saying how many bottles to add or remove.
 */
export function expeditionProblem(count: number, limits: ExpeditionLimits): ExpeditionProblem | null {
  if (count <= 0 || isShippableCount(count, limits)) return null;
  const up = nextShippable(count, limits);
  const down = previousShippable(count, limits);
  const add = up === null ? null : up - count;
  const remove = down === null ? null : count - down;
  let rule: string;
  if (count < limits.minimumBottles) rule = `Une expédition compte au moins ${bottles(limits.minimumBottles)}`;
  else if (limits.maximumBottles !== null && count > limits.maximumBottles) rule = `Une expédition compte au plus ${bottles(limits.maximumBottles)}`;
  else rule = `Les bouteilles s'expédient par multiples de ${limits.bottleMultiple}`;
  let advice: string;
  if (add !== null && remove !== null) advice = `ajoutez ${bottles(add)} ou retirez-en ${remove}`;
  else if (add !== null) advice = `ajoutez ${bottles(add)}`;
  else if (remove !== null) advice = `retirez ${bottles(remove)}`;
  else advice = "aucune quantité ne peut être expédiée avec ces règles : contactez-nous";
  return { message: `${rule} : ${advice} (votre panier en compte ${count}).`, add, remove };
}
