import "server-only";
import { readText, toParameterMap } from "@/lib/domain/parameter-map";
import { slugify } from "@/lib/domain/slugify";
import { mealIconsOf } from "@/lib/domain/shop/meal-icons";
import { ALCOHOL_SELLING_MESSAGE } from "@/lib/domain/shop/shop-settings";
import type { Database } from "@/lib/platform/db/types";
import { getPublicAppConfig } from "../get-public-app-config";
import { listSiteParameters } from "../list-site-parameters";
import { loadCatalogue } from "./load-catalogue";
import { renderProductSheet } from "./render-product-sheet";

/** The external app that turns the technical sheet on for a site (its public config says `enabled`). */
export const PRODUCT_FILE_GENERATOR = "PRODUCT_FILE_GENERATOR";

/**
 * GET /product/generate/file/{id}[/{declinationId}]: the technical sheet of a published product of
 * the site (of one of its declinations when asked), as PDF bytes and a file name. Null when the
 * product or declination is not the site's, or the site has the sheet off.
 */
export async function generateProductSheet(
  db: Database,
  site: { id: number; name: string },
  productId: number,
  declinationId: number | null,
  now = new Date(),
): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const app = await getPublicAppConfig(db, site.id, PRODUCT_FILE_GENERATOR);
  if (app?.config.enabled !== true) return null;
  const catalogue = await loadCatalogue(db, site.id);
  const product = catalogue.byId.get(productId);
  if (!product) return null;
  const declination = declinationId === null ? null : (product.declinations.find((d) => d.id === declinationId) ?? null);
  if (declinationId !== null && !declination) return null;
  const parameters = toParameterMap(await listSiteParameters(db, site.id));
  const bytes = await renderProductSheet({
    estateName: readText(parameters, "COMPANY_NAME") ?? site.name,
    product,
    declination,
    awards: catalogue.awards.get(product.id) ?? [],
    pairings: mealIconsOf(product.mealIcons),
    footer: product.type.type === "OTHER" ? readText(parameters, "COMPANY_NAME") ?? site.name : ALCOHOL_SELLING_MESSAGE,
    createdAt: now,
  });
  const year = declination?.year ? `-${declination.year}` : "";
  return { bytes, filename: `fiche-technique-${slugify(product.name) || "produit"}${year}.pdf` };
}
