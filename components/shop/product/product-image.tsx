import { BlockImage } from "@/components/blocks/shared/block-image";
import type { ShopSettings } from "@/lib/domain/shop/shop-settings";
import type { ContentImage } from "@/lib/schemas/content";

/** PRODUCT_ASPECT_RATIO → the box of product pictures and the intrinsic size given to <img>. */
const RATIOS: Record<ShopSettings["aspectRatio"], { ratio: string; width: number; height: number }> = {
  SQUARE: { ratio: "1 / 1", width: 600, height: 600 },
  PORTRAIT: { ratio: "3 / 4", width: 600, height: 800 },
  LANDSCAPE: { ratio: "4 / 3", width: 800, height: 600 },
};

/**
 * A product picture in the site's aspect ratio, whole (object-contain: bottles are not cropped);
 * the box reserves its space before the file loads. No picture: a plain box of the same size.
 */
export function ProductImage({
  image,
  aspectRatio,
  alt = "",
  priority = false,
  sizes,
  className = "",
}: {
  image: ContentImage | null;
  aspectRatio: ShopSettings["aspectRatio"];
  /** Cards repeat the title in the link: their picture is decorative (""). */
  alt?: string;
  priority?: boolean;
  sizes: string;
  className?: string;
}) {
  const box = RATIOS[aspectRatio];
  return (
    <div className={`relative overflow-hidden bg-ink/5 ${className}`} style={{ aspectRatio: box.ratio }}>
      {image ? (
        <BlockImage
          image={{ src: image.url, alt, width: box.width, height: box.height }}
          priority={priority}
          sizes={sizes}
          className="absolute inset-0 h-full w-full object-contain"
        />
      ) : null}
    </div>
  );
}
