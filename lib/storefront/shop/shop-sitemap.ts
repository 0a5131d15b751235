import "server-only";
import type { MetadataRoute } from "next";
import { productPath, SHOP_PATH } from "@/lib/domain/shop/product-path";
import type { Product } from "@/lib/schemas/shop/product";
import { loadCatalogue } from "./load-catalogue";
import { getShopContext } from "./shop-context";

/** The API's largest page of products (SPEC §9). */
const PAGE = 100;

/** sitemap.xml entries of the shop: /boutique and every product sheet; none on a site that does not sell. */
export async function shopSitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  if (!(await getShopContext()).enabled) return [];
  const products: Product[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const answer = await loadCatalogue({ page, nbItem: PAGE });
    products.push(...answer.list);
    if (products.length >= answer.total || answer.list.length === 0) break;
  }
  return [
    { url: `${origin}${SHOP_PATH}`, changeFrequency: "daily", priority: 0.9 },
    ...products.map((product) => ({ url: `${origin}${productPath(product)}`, changeFrequency: "weekly" as const, priority: 0.7 })),
  ];
}
