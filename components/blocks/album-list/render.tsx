import { AlbumList, NO_ALBUM_MESSAGE } from "@/components/albums/album-list";
import { SiteLink } from "@/components/ui/site-link";
import type { AlbumSummary } from "@/lib/schemas/albums";
import { loadAlbums } from "@/lib/storefront/load-albums";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, SECTION_SPACING } from "../shared/styles";
import { cardHeadingTag, subLevel, type BlockRendererProps } from "../types";
import type { AlbumListBlockData } from "./schema";

/** The first `nbItem` albums of the site as on /albums, then « Tous les albums » when some are left out. */
export async function AlbumListBlock({ block, priority = false, headingLevel = 2 }: BlockRendererProps<AlbumListBlockData>) {
  const { title, nbItem, showDescription } = block.props;
  let albums: AlbumSummary[];
  try {
    albums = await loadAlbums();
  } catch (error) {
    // An albums outage must not take the whole page down: the block is left out.
    console.error("[blocks] albumList: the albums could not be loaded", error);
    return null;
  }
  const shown = albums.slice(0, nbItem);
  const cardLevel = title ? subLevel(headingLevel) : headingLevel;
  return (
    <BlockSection titled={Boolean(title)} className={`${CONTAINER} ${SECTION_SPACING}`}>
      {title ? <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-8`}>{title}</Heading> : null}
      {shown.length > 0 ? (
        <AlbumList
          albums={shown}
          heading={cardHeadingTag(cardLevel)}
          priorityFirst={priority}
          showDescription={showDescription}
          sizes="(min-width: 1152px) 552px, (min-width: 640px) 50vw, 100vw"
        />
      ) : (
        <p>{NO_ALBUM_MESSAGE}</p>
      )}
      {albums.length > shown.length ? (
        <p className="mt-8 text-center">
          <SiteLink href="/albums" className="text-[var(--color-link)] underline">
            Tous les albums
          </SiteLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
