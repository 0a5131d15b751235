import type { CSSProperties } from "react";
import type { ImageRef } from "../shared-schemas";

interface BlockImageProps {
  image: ImageRef;
  /** The page's main image: loaded eagerly with a high fetch priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A plain <img>: images are served (and resized) by the site's own /images route and the seeds are
 * SVGs, so next/image would add client work for nothing. Every caller puts it in a box whose
 * size does not depend on the file, so nothing moves when it loads.
 */
export function BlockImage({ image, priority = false, className }: BlockImageProps) {
  return (
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
}

interface ImageFrameProps extends BlockImageProps {
  /** CSS aspect-ratio of the box when the image's own size is unknown or not wanted. */
  ratio?: string;
  /** Use the image's intrinsic ratio when its width and height are known. */
  natural?: boolean;
  frameClassName?: string;
}

/** The image in a fixed aspect-ratio box (object-cover): the space is reserved before loading. */
export function ImageFrame({ image, priority, ratio = "3 / 2", natural = false, className, frameClassName }: ImageFrameProps) {
  const known = natural && image.width && image.height ? `${image.width} / ${image.height}` : null;
  const style: CSSProperties = { aspectRatio: known ?? ratio };
  return (
    <div className={`relative overflow-hidden ${frameClassName ?? ""}`} style={style}>
      <BlockImage image={image} priority={priority} className={`absolute inset-0 h-full w-full object-cover ${className ?? ""}`} />
    </div>
  );
}
