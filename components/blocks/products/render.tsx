import { SiteLink } from "@/components/ui/site-link";
import { ProductList } from "@/components/shop/catalogue/product-list";
import { SHOP_PATH } from "@/lib/domain/shop/product-path";
import type { Product } from "@/lib/schemas/shop/product";
import { findProduct } from "@/lib/storefront/shop/find-product";
import { loadCatalogue } from "@/lib/storefront/shop/load-catalogue";
import { getShopContext } from "@/lib/storefront/shop/shop-context";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import { subLevel, type BlockRendererProps } from "../types";
import type { ProductsBlockData } from "./schema";

/** The block's products: the chosen ones still on sale, in their order, else the filtered catalogue. */
async function blockProducts({ productIds, tag, colour, maxCount }: ProductsBlockData["props"]): Promise<Product[]> {
  if (productIds.length > 0) {
    const found = await Promise.all([...new Set(productIds)].slice(0, maxCount).map((id) => findProduct(id)));
    return found.filter((product): product is Product => product !== null);
  }
  const params: Record<string, string | number> = { page: 1, nbItem: maxCount };
  if (tag && !tag.includes(",")) params.tag = tag;
  if (colour !== "ALL") params.colour = colour;
  return (await loadCatalogue(params)).list;
}

/** A selection of the shop's products as cards (server-rendered); nothing on a site that does not sell, or when none is left. */
export async function ProductsBlock({ block, headingLevel = 2 }: BlockRendererProps<ProductsBlockData>) {
  const { title, showShopLink } = block.props;
  let shop;
  let products: Product[];
  try {
    shop = await getShopContext();
    if (!shop.enabled) return null;
    products = await blockProducts(block.props);
  } catch (error) {
    console.error("[blocks] products: the products could not be loaded", error);
    return null;
  }
  if (products.length === 0) return null;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      <ProductList products={products} settings={shop.settings} level={title ? subLevel(headingLevel) : headingLevel} layout="GRID" />
      {showShopLink ? (
        <p className="mt-8 text-center">
          <SiteLink href={SHOP_PATH} className="text-link underline">
            Voir toute la boutique
          </SiteLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
