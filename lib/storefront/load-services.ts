import "server-only";
import { cache } from "react";
import { PlatformError } from "@/lib/api-client/platform-error";
import { readPublic } from "@/lib/api-client/server";
import { serviceListSchema, serviceSchema, type Service, type ServiceList } from "@/lib/schemas/services";

/** The site's services, all of them or those carrying one of `tags` (GET /service, 100 a page). */
export async function loadServices(tags: readonly string[] = []): Promise<ServiceList> {
  return readPublic("/service", serviceListSchema, { page: 1, nbItem: 100, ...(tags.length > 0 ? { tag: tags.join(",") } : {}) });
}

/** GET /service/{id}; null when the platform answers 404. */
export const findService = cache(async (id: number): Promise<Service | null> => {
  try {
    return await readPublic(`/service/${id}`, serviceSchema);
  } catch (error) {
    if (error instanceof PlatformError && error.status === 404) return null;
    throw error;
  }
});
