import type { Metadata } from "next";
import Link from "next/link";
import { BlockImage } from "@/components/blocks/shared/block-image";
import { CARD_TITLE, HAIRLINE } from "@/components/blocks/shared/styles";
import { SimplePage } from "@/components/pages/simple-page";
import { albumPath } from "@/lib/domain/album-path";
import { loadAlbums } from "@/lib/storefront/load-albums";
import { pageMetadata } from "@/lib/storefront/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Albums photo",
  description: "Nos albums de photos et de vidéos.",
  path: "/albums",
});

/** The site's albums (GET /album?page=1&nbItem=100), each leading to its page. */
export default async function AlbumsPage() {
  const albums = await loadAlbums();
  return (
    <SimplePage title="Albums photo" lead={albums.length === 0 ? "Aucun album pour le moment." : undefined}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {albums.map((album, index) => (
          <li key={album.id}>
            <article className={`overflow-hidden rounded-2xl ${HAIRLINE}`}>
              {album.cover ? (
                <div className="relative aspect-[3/2] overflow-hidden">
                  <BlockImage
                    image={{ src: album.cover.url, alt: "" }}
                    priority={index === 0}
                    sizes="(min-width: 640px) 384px, 100vw"
                    className="absolute inset-0 h-full w-full object-cover"
                  />
                </div>
              ) : null}
              <div className="p-5">
                <h2 className={CARD_TITLE}>
                  <Link href={albumPath(album)} className="underline-offset-4 hover:underline">
                    {album.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm">
                  {album.imageCount} {album.imageCount > 1 ? "éléments" : "élément"}
                </p>
                {album.description ? <p className="mt-2 leading-relaxed">{album.description}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
