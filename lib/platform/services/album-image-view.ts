import "server-only";
import { mediaTypeOf } from "@/lib/domain/media-type";
import type { AlbumImage } from "@/lib/schemas/albums";
import type { images } from "@/lib/platform/db/schema";
import { imageUrl } from "./image-url";

/** One album file as the API gives it (SPEC §3 fields, media type by ending, size when variants exist). */
export function albumImageView(image: typeof images.$inferSelect, alt: string): AlbumImage {
  const url = imageUrl(image);
  const hasVariants = image.variants.length > 0 && image.width !== null;
  return {
    id: image.id,
    alt: alt || image.alt,
    filename: image.filename,
    name: image.name,
    mediaType: mediaTypeOf(image.filename),
    url,
    onlineImage: { id: image.id, externalPath: url },
    width: hasVariants ? image.width : null,
    height: hasVariants ? image.height : null,
    hasVariants,
  };
}
