import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { countries, images, languages, logos, siteLanguages } from "@/lib/platform/db/schema";
import type { SiteRow } from "./find-site";
import { cached, cacheTags } from "@/lib/platform/cache/read-cache";
import type { LanguageInfo, SiteInfo, SiteLogo } from "@/lib/schemas/site";
import { imageUrl } from "./image-url";
import { listSiteFonts } from "./list-site-fonts";

export type { SiteInfo };


async function listLanguages(db: Database, siteId: number): Promise<LanguageInfo[]> {
  const rows = await db
    .select({ language: languages, country: countries })
    .from(siteLanguages)
    .innerJoin(languages, eq(languages.id, siteLanguages.languageId))
    .leftJoin(countries, eq(countries.id, languages.countryId))
    .where(eq(siteLanguages.siteId, siteId))
    .orderBy(asc(languages.id));
  return rows.map(({ language, country }) => ({
    id: language.id,
    code: language.code,
    label: language.label,
    deeplCode: language.deeplCode,
    locale: language.locale,
    isValid: language.isValid,
    country,
  }));
}

async function listLogos(db: Database, siteId: number): Promise<SiteLogo[]> {
  const rows = await db
    .select({ logo: logos, image: images })
    .from(logos)
    .innerJoin(images, eq(images.id, logos.imageId))
    .where(eq(logos.siteId, siteId))
    .orderBy(asc(logos.id));
  return rows.map(({ logo, image }) => ({
    id: logo.id,
    type: logo.type,
    filename: image.filename,
    alt: logo.alt,
    width: image.width,
    height: image.height,
    onlineImage: {
      id: image.id,
      externalId: image.externalId,
      externalType: image.externalType,
      externalPath: imageUrl(image),
      url: imageUrl(image),
    },
  }));
}

/** SPEC §3 "Site info": flags, URLs, fonts, languages and logos of the site (cached: read by every page). */
export function getSiteInfo(db: Database, site: SiteRow): Promise<SiteInfo> {
  return cached(`siteInfo:${site.id}`, [cacheTags.site(site.id), cacheTags.content(site.id), cacheTags.domains()], () => loadSiteInfo(db, site));
}

async function loadSiteInfo(db: Database, site: SiteRow): Promise<SiteInfo> {
  const [fonts, siteLangs, siteLogos] = await Promise.all([
    listSiteFonts(db, site.id),
    listLanguages(db, site.id),
    listLogos(db, site.id),
  ]);
  const defaultLang = siteLangs.find((l) => l.id === site.defaultLanguageId) ?? null;
  return {
    id: site.id,
    name: site.name,
    url: site.prodUrl ?? site.devUrl,
    devUrl: site.devUrl,
    prodUrl: site.prodUrl,
    server: site.server,
    domains: site.domains,
    isWinemaker: site.isWinemaker,
    isECommerce: site.isECommerce,
    isBuilding: site.isBuilding,
    technicalFileModel: site.technicalFileModel,
    dashboardType: site.dashboardType,
    defaultLang,
    languages: siteLangs,
    fonts,
    logos: siteLogos,
  };
}
