import "server-only";
import { getParsed } from "@/lib/api-client/create-api-client";
import { getServerApi } from "@/lib/api-client/server";
import { elementListSchema, type ElementItem } from "@/lib/schemas/content";

/** GET /element/ateliers (SPEC §9: 24 elements a page), with each workshop's seats; read per request (seats move). */
export async function listWorkshops(): Promise<ElementItem[]> {
  const list = await getParsed(await getServerApi(), "/element/ateliers", elementListSchema, { page: 1, nbItem: 24 });
  return list.items;
}
