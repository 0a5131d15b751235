import type { HeadingLevel } from "@/components/blocks/types";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { Product } from "@/lib/schemas/shop/product";
import { ProductCard, type CardSettings } from "../product/product-card";

/** Product cards as a grid or a list (PRODUCT_DISPLAY); the first `priority` pictures load eagerly. */
export function ProductList({
  products,
  settings,
  level,
  layout,
  priority = 0,
  label,
}: {
  products: readonly Product[];
  settings: CardSettings;
  level: HeadingLevel;
  layout: ShopSettings["productDisplay"];
  priority?: number;
  label?: string;
}) {
  return (
    <ul
      aria-label={label}
      data-layout={layout}
      className={layout === "LIST" ? "flex flex-col gap-4" : "grid grid-cols-1 gap-6 xs:grid-cols-2 md:grid-cols-3"}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} settings={settings} level={level} layout={layout} priority={index < priority} />
        </li>
      ))}
    </ul>
  );
}
