import { z } from "zod";
import { contentImageSchema } from "./content";
import { paginationSchema } from "./list";

/** Answers of GET /service and GET /service/{id} (SPEC §7, docs/api.md « Services »). */
export const serviceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  priceText: z.string(),
  durationMinutes: z.number().int().positive().nullable(),
  tags: z.array(z.string()),
  image: contentImageSchema.nullable(),
  /** The site page presenting the service at length, when there is one. */
  pageUrl: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

/** SPEC §7: the list answer names its items `services`. */
export const serviceListSchema = z.object({
  services: z.array(serviceSchema),
  total: z.number().int().min(0),
  pagination: paginationSchema,
  /** Every tag of the site's published services (the filter's choices), sorted. */
  tags: z.array(z.string()),
});
export type ServiceList = z.infer<typeof serviceListSchema>;
