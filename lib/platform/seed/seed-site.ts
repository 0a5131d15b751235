import "server-only";
import { eq } from "drizzle-orm";
import { normaliseDomain } from "@/lib/domain/site-host";
import { pageContentSchema } from "@/lib/schemas/cms";
import { formFieldsSchema } from "@/lib/schemas/forms";
import type { Database } from "@/lib/platform/db/types";
import {
  forms,
  companyAddresses,
  countries,
  elements,
  externalAppConfigs,
  images,
  languages,
  logos,
  news,
  newsletterLists,
  pages,
  siteDomains,
  siteFonts,
  siteLanguages,
  sites,
  variationDetails,
  variations,
} from "@/lib/platform/db/schema";
import { imageUrl } from "@/lib/platform/services/image-url";
import { SEED_ASSET_PREFIX } from "./seed-assets";
import { seedImageValues } from "./seed-image-values";
import { seedAlbumsServicesReviews } from "./seed-albums-services-reviews";
import { seedBlog } from "./seed-blog";
import { seedSiteModules } from "./seed-site-modules";
import type { ImageRegistry, SeedPage, SeedSite } from "./types";

function seedDomain(host: string): string {
  const domain = normaliseDomain(host);
  if (domain !== host) throw new Error(`Seed domain « ${host} » is not a normalised host name`);
  return domain;
}


/** Creates (once per file) the image row of a shipped asset. */
function imageRegistry(db: Database, seed: SeedSite): ImageRegistry {
  const cache = new Map<string, Promise<typeof images.$inferSelect>>();
  return (file, alt) => {
    const existing = cache.get(file);
    if (existing) return existing;
    const created = (async () => {
      const [row] = await db.insert(images).values(await seedImageValues(seed, file, alt)).returning();
      return row!;
    })();
    cache.set(file, created);
    return created;
  };
}

/** Rewrites every "/seed-assets/<folder>/<file>" string of a JSON value to the image URL. */
async function rewriteAssetRefs(value: unknown, seed: SeedSite, register: ImageRegistry, alt = ""): Promise<unknown> {
  if (typeof value === "string" && value.startsWith(SEED_ASSET_PREFIX)) {
    const file = value.slice(SEED_ASSET_PREFIX.length + seed.assetsFolder.length + 1);
    return imageUrl(await register(file, alt));
  }
  // One after the other: the seed runs in a transaction, one connection (see queryAll).
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) items.push(await rewriteAssetRefs(item, seed, register));
    return items;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const altText = typeof record.alt === "string" ? record.alt : alt;
    const entries: [string, unknown][] = [];
    for (const [k, v] of Object.entries(record)) entries.push([k, await rewriteAssetRefs(v, seed, register, altText)]);
    return Object.fromEntries(entries);
  }
  return value;
}

function pageUrl(page: SeedPage, byKey: Map<string, SeedPage>): string {
  const parent = page.parentKey ? byKey.get(page.parentKey) : undefined;
  if (!parent) return page.slug;
  const parentUrl = pageUrl(parent, byKey);
  return parentUrl ? `${parentUrl}/${page.slug}` : page.slug;
}

async function insertPages(db: Database, seed: SeedSite, register: ImageRegistry) {
  const byKey = new Map(seed.pages.map((p) => [p.key, p]));
  const ids = new Map<string, number>();
  // Parents first: a page is inserted once its parent has an id.
  const pending = [...seed.pages];
  while (pending.length > 0) {
    const index = pending.findIndex((p) => !p.parentKey || ids.has(p.parentKey));
    if (index < 0) throw new Error(`Seed pages of site ${seed.id} have a missing or cyclic parent.`);
    const [page] = pending.splice(index, 1);
    const cms = pageContentSchema.parse(await rewriteAssetRefs(page!.cms, seed, register));
    const [row] = await db
      .insert(pages)
      .values({
        siteId: seed.id,
        idParent: page!.parentKey ? ids.get(page!.parentKey)! : null,
        order: page!.order,
        url: pageUrl(page!, byKey),
        title: page!.title,
        menuTitle: page!.menuTitle,
        metaDescription: page!.metaDescription,
        showInMenu: page!.showInMenu,
        isText: page!.isText,
        type: page!.type,
        link: page!.link ?? null,
        cms,
      })
      .returning({ id: pages.id });
    ids.set(page!.key, row!.id);
  }
}

/** Writes one sample site with everything it owns, unless it already exists. */
export async function seedSite(db: Database, seed: SeedSite): Promise<boolean> {
  const [existing] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, seed.id)).limit(1);
  if (existing) return false;

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [language] = await t.select().from(languages).where(eq(languages.code, seed.defaultLanguage)).limit(1);
    if (!language) throw new Error(`Unknown seed language ${seed.defaultLanguage}`);
    await t.insert(sites).values({
      id: seed.id,
      name: seed.name,
      isWinemaker: seed.isWinemaker,
      isECommerce: seed.isECommerce,
      isBuilding: seed.isBuilding,
      dashboardType: seed.dashboardType,
      technicalFileModel: seed.technicalFileModel,
      defaultLanguageId: language.id,
      devUrl: seed.devUrl,
      prodUrl: seed.prodUrl,
      server: seed.server,
    });
    // A name another site already has stays that site's (one host, one site).
    await t
      .insert(siteDomains)
      .values(seed.domains.map((host) => ({ siteId: seed.id, host: seedDomain(host) })))
      .onConflictDoNothing({ target: siteDomains.host });
    await t.insert(siteLanguages).values({ siteId: seed.id, languageId: language.id });
    await t.insert(siteFonts).values(seed.fonts.map((f) => ({ ...f, siteId: seed.id })));

    const register = imageRegistry(t, seed);
    for (const logo of seed.logos) {
      const image = await register(logo.file, logo.alt);
      await t.insert(logos).values({ siteId: seed.id, type: logo.type, imageId: image.id, alt: logo.alt });
    }
    // Forms before pages: the pages' `form` blocks name them by id.
    for (const form of seed.forms ?? []) {
      await t.insert(forms).values({ ...form, fields: formFieldsSchema.parse(form.fields), siteId: seed.id });
    }
    await insertPages(t, seed, register);

    for (const item of seed.news) {
      await t.insert(news).values({ ...item, siteId: seed.id, publishedAt: new Date(item.publishedAt) });
    }
    for (const element of seed.elements) {
      const alt = typeof element.data.alt === "string" ? element.data.alt : element.title;
      const image = element.imageFile ? await register(element.imageFile, alt) : null;
      const { imageFile: _file, ...fields } = element;
      await t.insert(elements).values({ ...fields, siteId: seed.id, imageId: image?.id ?? null });
    }
    for (const [order, address] of seed.addresses.entries()) {
      const [country] = await t.select({ id: countries.id }).from(countries).where(eq(countries.alphaTwo, address.country));
      if (!country) throw new Error(`Unknown seed country ${address.country}`);
      const { country: _code, ...fields } = address;
      await t.insert(companyAddresses).values({ ...fields, siteId: seed.id, countryId: country.id, order });
    }
    for (const [order, variation] of seed.variations.entries()) {
      const [row] = await t
        .insert(variations)
        .values({ siteId: seed.id, label: variation.label, order })
        .returning({ id: variations.id });
      await t
        .insert(variationDetails)
        .values(variation.details.map((label, i) => ({ siteId: seed.id, variationId: row!.id, label, order: i })));
    }
    if (seed.externalApps.length > 0) {
      await t.insert(externalAppConfigs).values(seed.externalApps.map((a) => ({ ...a, siteId: seed.id })));
    }
    if (seed.newsletterLists.length > 0) {
      await t.insert(newsletterLists).values(seed.newsletterLists.map((list, order) => ({ ...list, siteId: seed.id, order })));
    }
    await seedAlbumsServicesReviews(t, seed, register);
    if (seed.blog) await seedBlog(t, seed.id, seed.blog, (image) => register(image.file, image.alt));
    if (seed.modules) await seedSiteModules(t, seed.id, seed.modules);
  });
  return true;
}
