import "server-only";

/** Public, SEO-friendly path of a stored image (served by app/images/[id]/[file]). */
export function imageUrl(image: { id: number; name: string; filename: string }): string {
  const ext = image.filename.split(".").pop() ?? "bin";
  return `/images/${image.id}/${encodeURIComponent(image.name)}.${ext}`;
}
