import { GalleryLightbox } from "@/components/ui/gallery-lightbox";
import { BlockImage } from "../shared/block-image";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { GalleryBlockData } from "./schema";

const DEFAULT_LABEL = "Galerie d'images";

/** Accessible name of a thumbnail button (the image alt, or its position when the alt is empty). */
export function thumbnailLabel(alt: string, index: number, total: number): string {
  const text = alt.trim();
  return text ? `Agrandir l'image : ${text}` : `Agrandir l'image ${index + 1} sur ${total}`;
}

/**
 * Grid of thumbnails rendered on the server as real buttons; the small GalleryLightbox island
 * opens the full-screen gallery on click (SPEC §2).
 */
export function GalleryBlock({ block, priority = false, headingLevel = 2 }: BlockRendererProps<GalleryBlockData>) {
  const { title, images } = block.props;
  const label = title || DEFAULT_LABEL;
  return (
    <section aria-label={label} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? (
        <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>
          {title}
        </Heading>
      ) : null}
      <GalleryLightbox images={images.map(({ src, alt }) => ({ src, alt }))} label={label}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                data-gallery-index={index}
                aria-label={thumbnailLabel(image.alt, index, images.length)}
                className="group block w-full cursor-zoom-in overflow-hidden rounded-xl"
              >
                {/* A <span> box (a <div> is not allowed in a button); the button carries the name, so the thumbnail is decorative. */}
                <span className="relative block aspect-square overflow-hidden">
                  <BlockImage
                    image={{ ...image, alt: "" }}
                    priority={priority && index === 0}
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                    className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </GalleryLightbox>
    </section>
  );
}
