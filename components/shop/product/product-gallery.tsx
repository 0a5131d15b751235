import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { ContentImage } from "@/lib/schemas/content";
import { ProductImage } from "./product-image";

/** The product's pictures: the first large (the page's main image), the others as small tiles under it. */
export function ProductGallery({ images, aspectRatio, sizes }: { images: readonly ContentImage[]; aspectRatio: ShopSettings["aspectRatio"]; sizes: string }) {
  const [main, ...others] = images;
  return (
    <div className="flex flex-col gap-3">
      <ProductImage image={main ?? null} alt={main?.alt ?? ""} aspectRatio={aspectRatio} priority sizes={sizes} className="rounded-2xl" />
      {others.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2">
          {others.map((image) => (
            <li key={image.id}>
              <ProductImage image={image} alt={image.alt} aspectRatio={aspectRatio} sizes="120px" className="rounded-lg" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
