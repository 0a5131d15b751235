/**
 * The declination a product is taken in when none is chosen: the first one a buyer can take
 * (stock not tracked, or some left), else the first. The product sheet opens on it, and POST
 * /calculate/shipping-fees quotes it for a line given as `{ idProduct, quantity }` alone (SPEC §7).
 */
export function defaultDeclination<D extends { quantity: number | null }>(declinations: readonly D[]): D | undefined {
  return declinations.find((declination) => declination.quantity === null || declination.quantity > 0) ?? declinations[0];
}
