import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { catalogueCalls } from "@/lib/api-client/shop/catalogue";
import type { ProductCustomization } from "@/lib/schemas/shop/customization";
import type { Award, MealIcon, Product } from "@/lib/schemas/shop/product";

export interface ProductSheetExtras {
  awards: Award[];
  recommended: Product[];
  mealIcons: MealIcon[];
  customizations: ProductCustomization[];
}

/**
 * What a product sheet shows beside the product itself, in parallel: awards, recommended
 * products, the site's meal icons (read once per process and site: SPEC §4 « fetched only once »)
 * and the customizations (only when the product has some).
 */
export async function loadProductSheetExtras(product: Product): Promise<ProductSheetExtras> {
  const awards = catalogueCalls.awards(product.id);
  const recommended = catalogueCalls.recommended(product.id);
  const mealIcons = catalogueCalls.mealIcons();
  const customizations = catalogueCalls.customizations(product.id);
  const [awardList, recommendedList, iconList, customizationList] = await Promise.all([
    product.awardCount > 0 ? readPublic(awards.url, awards.schema, awards.params) : Promise.resolve([]),
    readPublic(recommended.url, recommended.schema),
    product.mealIcons.length > 0 ? readPublic(mealIcons.url, mealIcons.schema) : Promise.resolve([]),
    product.hasCustomization ? readPublic(customizations.url, customizations.schema) : Promise.resolve([]),
  ]);
  return {
    awards: awardList,
    recommended: recommendedList.products.filter((item) => item.id !== product.id),
    mealIcons: iconList,
    customizations: customizationList,
  };
}
