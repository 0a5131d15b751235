import "server-only";
import { eq } from "drizzle-orm";
import { ApiError } from "@/lib/platform/api-error";
import type { Database } from "@/lib/platform/db/types";
import { countries } from "@/lib/platform/db/schema";
import { SHIPPING_MESSAGES } from "@/lib/schemas/shop/shipping";

export type CountryRow = typeof countries.$inferSelect;

/** A country by id (GET /countries) or ISO alpha-2 code; 422 on `country` when unknown. */
export async function findCountry(db: Database, ref: number | string): Promise<CountryRow> {
  const [row] = await db
    .select()
    .from(countries)
    .where(typeof ref === "number" ? eq(countries.id, ref) : eq(countries.alphaTwo, ref.toUpperCase()))
    .limit(1);
  if (!row) throw ApiError.validation({ country: [SHIPPING_MESSAGES.countryUnknown] }, SHIPPING_MESSAGES.countryUnknown);
  return row;
}
