/** What a file of an album is, by its ending (SPEC §5). */
export type MediaType = "image" | "video" | "none";

const IMAGE_ENDINGS: ReadonlySet<string> = new Set(["svg", "jpeg", "jpg", "png"]);
const VIDEO_ENDINGS: ReadonlySet<string> = new Set(["mp4", "m4v", "mov", "avi", "wmv", "flv"]);

/**
 * SPEC §5: svg, jpeg, jpg, png = image; mp4, m4v, mov, avi, wmv, flv = video; else none. The
 * ending is read case-insensitively, after any query string or fragment of a URL.
 */
export function mediaTypeOf(filename: string): MediaType {
  const path = filename.split(/[?#]/, 1)[0] ?? "";
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  const dot = lastSegment.lastIndexOf(".");
  if (dot < 0) return "none";
  const ending = lastSegment.slice(dot + 1).toLowerCase();
  if (IMAGE_ENDINGS.has(ending)) return "image";
  if (VIDEO_ENDINGS.has(ending)) return "video";
  return "none";
}
