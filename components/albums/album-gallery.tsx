import { thumbnailLabel } from "@/components/blocks/gallery/render";
import { BlockImage } from "@/components/blocks/shared/block-image";
import { GalleryLightbox } from "@/components/ui/gallery-lightbox";
import type { AlbumImage } from "@/lib/schemas/albums";

/** The reference BlockImage takes (srcset only when the platform made variants). */
function imageRef(image: AlbumImage) {
  return image.hasVariants && image.width && image.height
    ? { src: image.url, alt: "", imageId: image.id, width: image.width, height: image.height }
    : { src: image.url, alt: "" };
}

/**
 * The files of an album as server-rendered thumbnail buttons that open the full-screen gallery
 * (components/ui lightbox: index / total, keys, swipe). Videos play in the gallery; files that are
 * neither image nor video (SPEC §5 « none ») are left out.
 */
export function AlbumGallery({ images, label, priority = false }: { images: readonly AlbumImage[]; label: string; priority?: boolean }) {
  const shown = images.filter((image) => image.mediaType !== "none");
  return (
    <GalleryLightbox images={shown.map((image) => ({ src: image.url, alt: image.alt, mediaType: image.mediaType === "video" ? "video" : "image" }))} label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              data-gallery-index={index}
              aria-label={image.mediaType === "video" ? `Lire la vidéo : ${image.alt || `${index + 1} sur ${shown.length}`}` : thumbnailLabel(image.alt, index, shown.length)}
              className="group block w-full cursor-zoom-in overflow-hidden rounded-xl"
            >
              <span className="relative block aspect-square overflow-hidden bg-black/5">
                {image.mediaType === "video" ? (
                  <span aria-hidden="true" className="absolute inset-0 grid place-items-center text-5xl">
                    ▶
                  </span>
                ) : (
                  <BlockImage
                    image={imageRef(image)}
                    priority={priority && index === 0}
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                    className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-105"
                  />
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </GalleryLightbox>
  );
}
