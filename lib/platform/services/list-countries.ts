import "server-only";
import { asc, sql } from "drizzle-orm";
import type { ListQuery, ListQuerySpec } from "@/lib/domain/list-query";
import type { CountryList } from "@/lib/schemas/content";
import { selectListPage, type ListColumns } from "@/lib/platform/db/list-query-sql";
import type { Database } from "@/lib/platform/db/types";
import { countries } from "@/lib/platform/db/schema";

type CountryField = "id" | "alphaTwo" | "alphaThree" | "numCode" | "name";

/** Reference list: the whole list fits one page by default (≈ 250 countries). */
export const COUNTRY_LIST_SPEC: ListQuerySpec<CountryField> = {
  fields: { id: "integer", alphaTwo: "string", alphaThree: "string", numCode: "integer", name: "string" },
  sortable: ["id", "alphaTwo", "name", "numCode"],
  defaultOrder: [{ field: "name", direction: "asc" }],
  defaultNbItem: 300,
  maxNbItem: 300,
};

const COUNTRY_COLUMNS: ListColumns<CountryField> = {
  id: countries.id,
  alphaTwo: countries.alphaTwo,
  alphaThree: countries.alphaThree,
  numCode: countries.numCode,
  name: countries.name,
};

export async function listCountries(db: Database, query: ListQuery<CountryField>): Promise<CountryList> {
  const { rows, total, pagination } = await selectListPage(db, countries, COUNTRY_COLUMNS, query, sql`true`, (page) =>
    db
      .select()
      .from(countries)
      .where(page.where)
      .orderBy(...page.orderBy, asc(countries.id))
      .limit(page.limit)
      .offset(page.offset),
  );
  return { list: rows, total, pagination };
}
