import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { companyAddresses, countries } from "@/lib/platform/db/schema";
import type { CompanyAddress } from "@/lib/schemas/content";
import { cachedRead, cacheTags } from "@/lib/platform/cache/read-cache";

/** The company's addresses (head office first), with their country (cached: in every footer). */
export function listCompanyAddresses(db: Database, siteId: number): Promise<CompanyAddress[]> {
  return cachedRead(db, `addresses:${siteId}`, [cacheTags.content(siteId)], () => loadCompanyAddresses(db, siteId));
}

async function loadCompanyAddresses(db: Database, siteId: number): Promise<CompanyAddress[]> {
  const rows = await db
    .select({ address: companyAddresses, country: countries })
    .from(companyAddresses)
    .innerJoin(countries, eq(countries.id, companyAddresses.countryId))
    .where(eq(companyAddresses.siteId, siteId))
    .orderBy(asc(companyAddresses.order), asc(companyAddresses.id));
  return rows.map(({ address, country }) => ({
    id: address.id,
    type: address.type,
    name: address.name,
    address: address.address,
    addressPart2: address.addressPart2,
    postalCode: address.postalCode,
    city: address.city,
    country: { id: country.id, alphaTwo: country.alphaTwo, name: country.name },
    phone: address.phone,
    email: address.email,
    latitude: address.latitude,
    longitude: address.longitude,
  }));
}
