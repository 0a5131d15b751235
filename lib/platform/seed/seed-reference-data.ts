import "server-only";
import isoCountries from "i18n-iso-countries";
import frLocale from "i18n-iso-countries/langs/fr.json";
import type { Database } from "@/lib/platform/db/types";
import { countries, languages } from "@/lib/platform/db/schema";

isoCountries.registerLocale(frLocale);

/** Languages a site can use; label in French, locale as used by the storefront (fr_FR). */
const LANGUAGES = [
  { code: "fr", label: "Français", deeplCode: "FR", locale: "fr_FR", country: "FR" },
  { code: "en", label: "Anglais", deeplCode: "EN-GB", locale: "en_GB", country: "GB" },
  { code: "de", label: "Allemand", deeplCode: "DE", locale: "de_DE", country: "DE" },
  { code: "es", label: "Espagnol", deeplCode: "ES", locale: "es_ES", country: "ES" },
  { code: "it", label: "Italien", deeplCode: "IT", locale: "it_IT", country: "IT" },
  { code: "nl", label: "Néerlandais", deeplCode: "NL", locale: "nl_NL", country: "NL" },
] as const;

/** ISO 3166 countries with French names (global reference data, not owned by a site). */
export async function seedReferenceData(db: Database): Promise<void> {
  const rows = Object.keys(isoCountries.getAlpha2Codes()).map((alphaTwo) => ({
    alphaTwo,
    alphaThree: isoCountries.alpha2ToAlpha3(alphaTwo)!,
    numCode: Number(isoCountries.alpha2ToNumeric(alphaTwo)),
    name: isoCountries.getName(alphaTwo, "fr") ?? alphaTwo,
  }));
  await db.insert(countries).values(rows).onConflictDoNothing({ target: countries.alphaTwo });
  const byCode = new Map(
    (await db.select({ id: countries.id, alphaTwo: countries.alphaTwo }).from(countries)).map((c) => [c.alphaTwo, c.id]),
  );
  await db
    .insert(languages)
    .values(LANGUAGES.map(({ country, ...l }) => ({ ...l, countryId: byCode.get(country) ?? null })))
    .onConflictDoNothing({ target: languages.code });
}
