import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { elementListSchema, type ElementItem } from "@/lib/schemas/content";

/**
 * GET /element/ateliers (SPEC §9: 24 elements a page), with each workshop's seats. Shared by the
 * renders of the site like other public answers: a sign-up or a cancellation drops it at once
 * (lib/platform/services/workshop-seats.ts), so the seats shown are those of the last write.
 */
export async function listWorkshops(): Promise<ElementItem[]> {
  const list = await readPublic("/element/ateliers", elementListSchema, { page: 1, nbItem: 24 });
  return list.items;
}
