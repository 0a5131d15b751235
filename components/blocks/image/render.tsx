import { ImageFrame } from "../shared/block-image";
import { CONTAINER, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { ImageBlockData } from "./schema";

/** One image with its caption; the box keeps the image's own ratio when known, else 16:9. */
export function ImageBlock({ block, priority = false }: BlockRendererProps<ImageBlockData>) {
  const { image, caption } = block.props;
  return (
    <div className={`${CONTAINER} ${SECTION_SPACING}`}>
      <figure className="mx-auto max-w-4xl">
        <ImageFrame image={image} priority={priority} natural ratio="16 / 9" frameClassName="rounded-2xl shadow-sm" />
        {caption ? <figcaption className="mt-3 text-center text-sm italic text-ink">{caption}</figcaption> : null}
      </figure>
    </div>
  );
}
