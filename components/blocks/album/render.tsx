import { AlbumGallery } from "@/components/albums/album-gallery";
import { findAlbum } from "@/lib/storefront/load-albums";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { AlbumBlockData } from "./schema";

/** An album of the site (GET /album/{id}); left out when the album does not exist (any more). */
export async function AlbumBlock({ block, priority = false, headingLevel = 2 }: BlockRendererProps<AlbumBlockData>) {
  const { title, albumId, showDescription } = block.props;
  let album;
  try {
    album = await findAlbum(albumId);
  } catch (error) {
    console.error("[blocks] album: the album could not be loaded", error);
    return null;
  }
  if (!album) return null;
  const heading = title || album.title;
  return (
    <BlockSection titled className={`${CONTAINER} ${SECTION_SPACING}`}>
      <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-4`}>
        {heading}
      </Heading>
      {showDescription && album.description ? <p className="mb-8 max-w-3xl leading-relaxed">{album.description}</p> : null}
      <AlbumGallery images={album.images} label={heading} priority={priority} />
    </BlockSection>
  );
}
