import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CatalogueView } from "@/components/shop/catalogue/catalogue-view";
import { readText } from "@/lib/domain/parameter-map";
import { catalogueApiParams, catalogueHref, CATALOGUE_PAGE_SIZE, effectiveSort, hasActiveFilters, readCatalogueFilters, type RawSearchParams } from "@/lib/domain/shop/catalogue-query";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import { shopTitle } from "@/lib/domain/shop/shop-title";
import { loadCatalogue } from "@/lib/storefront/shop/load-catalogue";
import { pageMetadata } from "@/lib/storefront/metadata";
import { getShopContext } from "@/lib/storefront/shop/shop-context";
import { getSiteContext } from "@/lib/storefront/site-context";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  searchParams: Promise<RawSearchParams>;
}

async function title(): Promise<string> {
  return shopTitle((await getSiteContext()).info.isWinemaker);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ enabled }, { parameters }] = await Promise.all([getShopContext(), getSiteContext()]);
  if (!enabled) return { title: "Page introuvable", robots: { index: false } };
  const filters = readCatalogueFilters(await searchParams);
  // One indexed address per page of the whole catalogue; filtered lists point at it.
  const path = hasActiveFilters(filters) ? SHOP_PATH : catalogueHref(SHOP_PATH, { ...filters, sort: null });
  return pageMetadata({ title: await title(), description: readText(parameters, "WINE_META_DESCRIPTION"), path });
}

/**
 * `/boutique`: the site's catalogue (GET /product), server-rendered from the query string the
 * filters form writes; a site that does not sell online has no shop (404).
 */
export default async function ShopPage({ searchParams }: Props) {
  await declareSharedRender();
  const { enabled, settings } = await getShopContext();
  if (!enabled) notFound();
  const filters = readCatalogueFilters(await searchParams);
  const list = await loadCatalogue(catalogueApiParams(filters));
  return (
    <CatalogueView
      title={await title()}
      list={list}
      filters={filters}
      sort={effectiveSort(filters, settings.productOrder)}
      defaultSort={effectiveSort({ ...filters, sort: null }, settings.productOrder)}
      nbItem={CATALOGUE_PAGE_SIZE}
      settings={settings}
    />
  );
}
