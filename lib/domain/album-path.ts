/** French address of an album page: /albums/{id}/{slug} (the id decides, the slug is cosmetic). */
export function albumPath(album: { id: number; slug: string }): string {
  return `/albums/${album.id}/${album.slug}`;
}

/** French address of a service page: /prestation/{id}/{slug}. */
export function servicePath(service: { id: number; slug: string }): string {
  return `/prestation/${service.id}/${service.slug}`;
}

/** `[id]` or `[id, slug]` path segments → the id and slug; null when malformed. */
export function parseIdSlugPath(segments: readonly string[]): { id: number; slug: string | null } | null {
  if (segments.length < 1 || segments.length > 2) return null;
  const rawId = segments[0]!;
  if (!/^\d{1,9}$/.test(rawId) || Number(rawId) < 1) return null;
  return { id: Number(rawId), slug: segments[1] ?? null };
}
