import { z } from "zod";
import { listEnvelopeSchema } from "./list";

/** Answers of GET /album and GET /album/{id} (SPEC §3 « Album »; docs/api.md « Albums »). */

/** One file of an album: SPEC §3 fields (id, alt, filename, name, onlineImage) plus what a page needs. */
export const albumImageSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  filename: z.string(),
  name: z.string(),
  /** SPEC §5 media type by file ending. */
  mediaType: z.enum(["image", "video", "none"]),
  /** The public path (/images/<id>/<name>.<ext>), also `onlineImage.externalPath`. */
  url: z.string(),
  onlineImage: z.object({ id: z.number().int(), externalPath: z.string() }),
  /** Pixel size, present when responsive variants exist (renderers add a srcset). */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  hasVariants: z.boolean(),
});
export type AlbumImage = z.infer<typeof albumImageSchema>;

export const albumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  images: z.array(albumImageSchema),
});
export type Album = z.infer<typeof albumSchema>;

/** The list gives each album with its cover (first image) and its count, not every file. */
export const albumSummarySchema = albumSchema.omit({ images: true }).extend({
  cover: albumImageSchema.nullable(),
  imageCount: z.number().int().min(0),
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;
export const albumListSchema = listEnvelopeSchema(albumSummarySchema);
export type AlbumList = z.infer<typeof albumListSchema>;
