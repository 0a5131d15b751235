import { BlockImage } from "@/components/blocks/shared/block-image";
import { CARD_TITLE, HAIRLINE } from "@/components/blocks/shared/styles";
import { SiteLink } from "@/components/ui/site-link";
import { albumPath } from "@/lib/domain/album-path";
import type { AlbumSummary } from "@/lib/schemas/albums";

export const NO_ALBUM_MESSAGE = "Aucun album pour le moment.";

export interface AlbumListProps {
  albums: readonly AlbumSummary[];
  /** Level of the card titles: h2 on /albums, deeper under a block title. */
  heading?: "h2" | "h3" | "h4";
  /** The first cover is the page's main image (eager, high priority). */
  priorityFirst?: boolean;
  showDescription?: boolean;
  /** How wide a cover is shown (`sizes`). */
  sizes?: string;
}

/**
 * Album cards (GET /album): the cover (its first file, when a picture), the title linking to the
 * album's page, the number of files and the description. /albums and the albumList block show them.
 */
export function AlbumList({ albums, heading: Tag = "h2", priorityFirst = false, showDescription = true, sizes = "(min-width: 640px) 384px, 100vw" }: AlbumListProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {albums.map((album, index) => (
        <li key={album.id}>
          <article className={`overflow-hidden rounded-2xl ${HAIRLINE}`}>
            {album.cover?.mediaType === "image" ? (
              <div className="relative aspect-[3/2] overflow-hidden">
                <BlockImage
                  image={{ src: album.cover.url, alt: "" }}
                  priority={priorityFirst && index === 0}
                  sizes={sizes}
                  className="absolute inset-0 h-full w-full object-cover"
                />
              </div>
            ) : null}
            <div className="p-5">
              <Tag className={CARD_TITLE}>
                <SiteLink href={albumPath(album)} className="underline-offset-4 hover:underline">
                  {album.title}
                </SiteLink>
              </Tag>
              <p className="mt-2 text-sm">
                {album.imageCount} {album.imageCount > 1 ? "éléments" : "élément"}
              </p>
              {showDescription && album.description ? <p className="mt-2 leading-relaxed">{album.description}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
