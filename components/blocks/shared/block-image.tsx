import type { CSSProperties } from "react";
import { imageSrcSet } from "@/lib/domain/image-variants";
import type { ImageRef } from "../shared-schemas";

interface BlockImageProps {
  image: ImageRef;
  /** The page's main image: loaded eagerly with a high fetch priority. */
  priority?: boolean;
  className?: string;
  /** How wide the image is shown (`sizes`), for the browser to pick a variant; full width by default. */
  sizes?: string;
}

/**
 * A plain <img>, in a <picture> with AVIF / WebP `srcset` for uploaded images: images are served
 * (and resized at upload) by the site's own /images route and the seeds are SVGs, so next/image
 * would add client work for nothing. Every caller puts it in a box whose
 * size does not depend on the file, so nothing moves when it loads.
 */
export function BlockImage({ image, priority = false, className, sizes = "100vw" }: BlockImageProps) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- own /images route (SVG seeds); space is reserved by the caller's box.
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  // Uploaded raster images (imageId) have AVIF and WebP variants made at upload: the browser takes
  // the first format it supports at the width it needs; the original stays the fallback.
  const avif = imageSrcSet(image, "avif");
  const webp = imageSrcSet(image, "webp");
  if (!avif || !webp) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}

interface ImageFrameProps extends BlockImageProps {
  /** CSS aspect-ratio of the box when the image's own size is unknown or not wanted. */
  ratio?: string;
  /** Use the image's intrinsic ratio when its width and height are known. */
  natural?: boolean;
  frameClassName?: string;
}

/** The image in a fixed aspect-ratio box (object-cover): the space is reserved before loading. */
export function ImageFrame({ image, priority, ratio = "3 / 2", natural = false, className, frameClassName, sizes }: ImageFrameProps) {
  const known = natural && image.width && image.height ? `${image.width} / ${image.height}` : null;
  const style: CSSProperties = { aspectRatio: known ?? ratio };
  return (
    <div className={`relative overflow-hidden ${frameClassName ?? ""}`} style={style}>
      <BlockImage image={image} priority={priority} sizes={sizes} className={`absolute inset-0 h-full w-full object-cover ${className ?? ""}`} />
    </div>
  );
}
