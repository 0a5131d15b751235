/** Whether a library file is a video (album videos, SPEC §5): previewed by the player, never picked as an image. */
export function isVideoFile(mimeType: string): boolean {
  return mimeType.startsWith("video/");
}

/** A library file's preview: its first frame for a video (muted, no controls), else the image. */
export function MediaPreview({ path, mimeType, alt, className }: { path: string; mimeType: string; alt: string; className: string }) {
  if (isVideoFile(mimeType)) return <video src={path} muted preload="metadata" aria-label={alt} className={className} />;
  // eslint-disable-next-line @next/next/no-img-element -- the library's own /images route
  return <img src={path} alt={alt} loading="lazy" className={className} />;
}
