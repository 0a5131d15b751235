import "server-only";
import { cache } from "react";
import { PlatformError } from "@/lib/api-client/platform-error";
import { readPublic } from "@/lib/api-client/server";
import { albumListSchema, albumSchema, type Album, type AlbumSummary } from "@/lib/schemas/albums";

/** The site's albums (GET /album, SPEC §9: 100 a page). */
export async function loadAlbums(): Promise<AlbumSummary[]> {
  return (await readPublic("/album", albumListSchema, { page: 1, nbItem: 100 })).list;
}

/** GET /album/{id}; null when the platform answers 404. */
export const findAlbum = cache(async (id: number): Promise<Album | null> => {
  try {
    return await readPublic(`/album/${id}`, albumSchema);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
});
