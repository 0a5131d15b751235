import "server-only";
import { searchCities } from "@/lib/domain/shop/city-search";
import type { City } from "@/lib/schemas/shop/shipping";
import { loadFrenchCommunes } from "./load-french-communes";

/**
 * GET /cities/{search}/{idCountry}: French communes and postal codes matching a postal-code prefix
 * or a name (accents ignored), at most 20; other countries have no dataset here: an empty list
 * (the customer types the city).
 */
export async function findCities(search: string, alphaTwo: string): Promise<City[]> {
  if (alphaTwo !== "FR") return [];
  return searchCities(await loadFrenchCommunes(), search);
}
