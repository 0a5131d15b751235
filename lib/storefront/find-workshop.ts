import "server-only";
import { cache } from "react";
import { z } from "zod";
import { getParsed } from "@/lib/api-client/create-api-client";
import { PlatformError } from "@/lib/api-client/platform-error";
import { getPublicApi } from "@/lib/api-client/server";
import { elementSchema, type ElementItem } from "@/lib/schemas/content";

/** The fields of a workshop element's `data` the detail page shows (see seed/site-69/workshops.ts). */
const workshopDataSchema = z.object({
  alt: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  startsAt: z.string().optional(),
  durationMinutes: z.number().int().positive().optional(),
  location: z.string().optional(),
  priceCents: z.number().int().nonnegative().optional(),
  seats: z.number().int().positive().optional(),
});

export type WorkshopDetails = z.infer<typeof workshopDataSchema>;
export interface Workshop {
  element: ElementItem;
  details: WorkshopDetails;
}

/** GET /element/ateliers/{id} (the same for every visitor; its seats read fresh); null when the platform answers 404. */
export const findWorkshop = cache(async (id: number): Promise<Workshop | null> => {
  try {
    const element = await getParsed(await getPublicApi(), `/element/ateliers/${id}`, elementSchema);
    const parsed = workshopDataSchema.safeParse(element.data);
    return { element, details: parsed.success ? parsed.data : {} };
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
});
