import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { notFound, permanentRedirect } from "next/navigation";
import { AlbumGallery } from "@/components/albums/album-gallery";
import { SimplePage } from "@/components/pages/simple-page";
import { albumPath, parseIdSlugPath } from "@/lib/domain/album-path";
import { cropText } from "@/lib/domain/dates";
import { findAlbum } from "@/lib/storefront/load-albums";
import { pageMetadata } from "@/lib/storefront/metadata";
import { declareSharedRender } from "@/lib/storefront/shared-render";

interface Props {
  params: Promise<{ params: string[] }>;
}

async function load(props: Props) {
  const target = parseIdSlugPath((await props.params).params);
  if (!target) notFound();
  const album = await findAlbum(target.id);
  if (!album) notFound();
  return { target, album };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { album } = await load(props);
  const cover = album.images.find((image) => image.mediaType === "image");
  return pageMetadata({
    title: album.title,
    description: album.description ? cropText(album.description, 160) : null,
    path: albumPath(album),
    image: cover ? { url: cover.url, alt: cover.alt } : null,
  });
}

/** `/albums/{id}/{slug}`: an album (GET /album/{id}) opening the full-screen gallery; unknown id → 404. */
export default async function AlbumPage(props: Props) {
  await declareSharedRender();
  const { target, album } = await load(props);
  // One address per album: a missing or outdated slug redirects to the current one.
  if (target.slug !== album.slug) permanentRedirect(albumPath(album));
  return (
    <SimplePage title={album.title} lead={album.description || undefined}>
      <AlbumGallery images={album.images} label={album.title} priority />
      <p className="mt-8">
        <SiteLink href="/albums" className="underline text-link">
          Tous les albums
        </SiteLink>
      </p>
    </SimplePage>
  );
}
