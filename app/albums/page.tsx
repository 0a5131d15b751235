import type { Metadata } from "next";
import { AlbumList, NO_ALBUM_MESSAGE } from "@/components/albums/album-list";
import { SimplePage } from "@/components/pages/simple-page";
import { loadAlbums } from "@/lib/storefront/load-albums";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

export const metadata: Metadata = pageMetadata({
  title: "Albums photo",
  description: "Nos albums de photos et de vidéos.",
  path: "/albums",
});

/** The site's albums (GET /album?page=1&nbItem=100), each leading to its page. */
export default async function AlbumsPage() {
  await declareSharedRender();
  const albums = await loadAlbums();
  return (
    <SimplePage title="Albums photo" lead={albums.length === 0 ? NO_ALBUM_MESSAGE : undefined}>
      <AlbumList albums={albums} priorityFirst />
    </SimplePage>
  );
}
