import { SiteLink } from "@/components/ui/site-link";
import { Heading } from "@/components/blocks/shared/heading";
import { CARD_TITLE, HAIRLINE } from "@/components/blocks/shared/styles";
import type { HeadingLevel } from "@/components/blocks/types";
import { productPriceDisplay } from "@/lib/domain/shop/price-display";
import { productPath } from "@/lib/domain/shop/product-path";
import { productTitles } from "@/lib/domain/shop/product-titles";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import { stockLabel } from "@/lib/domain/shop/stock-label";
import { WINE_COLOUR_LABELS } from "@/lib/domain/shop/wine-labels";
import type { Product } from "@/lib/schemas/shop/product";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { StockBadge } from "./stock-badge";

export type CardSettings = Pick<
  ShopSettings,
  | "hidePrices"
  | "hidePercentageDiscount"
  | "stockLimitDisplay"
  | "inStockLabel"
  | "notInStockLabel"
  | "aspectRatio"
  | "appellationFirst"
  | "hideEcommerceLabel"
>;

/**
 * One product of a list (catalogue, recommended products, products block): picture, title (the
 * name or the appellation first, per SWITCH_WINE_NAME_AND_APPELLATION) linking to its sheet, the
 * price box unless HIDE_PRODUCT_PRICES, the selling labels (an offer such as « Livraison offerte »,
 * the stock line) unless HIDE_ECOMMERCE_LABEL. GRID: a column card; LIST: a row.
 */
export function ProductCard({
  product,
  settings,
  level,
  layout = "GRID",
  priority = false,
}: {
  product: Product;
  settings: CardSettings;
  level: HeadingLevel;
  layout?: ShopSettings["productDisplay"];
  priority?: boolean;
}) {
  const { title, subtitle } = productTitles(product, settings.appellationFirst);
  const image = product.images[0] ?? product.declinations.find((declination) => declination.image)?.image ?? null;
  const row = layout === "LIST";
  const shippingOffer = product.discount?.detailType === "SHIPPING_FEES" ? product.discount.label : null;
  const sellingLabels = !settings.hideEcommerceLabel;
  return (
    <article data-product-id={product.id} className={`relative flex h-full gap-4 rounded-2xl ${HAIRLINE} bg-surface p-4 ${row ? "flex-row" : "flex-col"}`}>
      <ProductImage
        image={image}
        aspectRatio={settings.aspectRatio}
        priority={priority}
        sizes={row ? "160px" : "(min-width: 996px) 280px, (min-width: 576px) 45vw, 90vw"}
        className={`rounded-xl ${row ? "w-28 shrink-0 sm:w-40" : ""}`}
      />
      <div className="flex flex-1 flex-col gap-2">
        <Heading level={level} className={CARD_TITLE}>
          <SiteLink href={productPath(product)} className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline">
            {title}
          </SiteLink>
        </Heading>
        {subtitle ? <p className="text-sm">{subtitle}</p> : null}
        {product.colour ? <p className="text-sm">{WINE_COLOUR_LABELS[product.colour]}</p> : null}
        {row && product.summary ? <p className="max-sm:hidden">{product.summary}</p> : null}
        <div className="mt-auto flex flex-col gap-1 pt-2">
          {settings.hidePrices ? null : <ProductPrice display={productPriceDisplay(product)} hidePercentage={settings.hidePercentageDiscount} />}
          {sellingLabels && shippingOffer ? <p className="text-sm font-semibold">{shippingOffer}</p> : null}
          {sellingLabels ? <StockBadge label={stockLabel(product.quantity, settings)} /> : null}
        </div>
      </div>
    </article>
  );
}
