import "server-only";
import { readPublic } from "@/lib/api-client/server";
import { logger } from "@/lib/log/logger";
import { componentConfigAnswerSchema, workshopBookingConfigSchema, type WorkshopBookingConfig } from "@/lib/schemas/component-config";

/**
 * The site's « workshop-booking » config (GET /component/conf/workshop-booking), shared by every
 * visitor; the defaults when the platform cannot answer, so the workshop page still shows.
 */
export async function readWorkshopBookingConfig(): Promise<WorkshopBookingConfig> {
  try {
    const answer = await readPublic("/component/conf/workshop-booking", componentConfigAnswerSchema);
    return workshopBookingConfigSchema.parse(answer.config);
  } catch (error) {
    logger.warn("workshop-booking config unavailable, defaults used", { error: error instanceof Error ? error.message : String(error) });
    return workshopBookingConfigSchema.parse({});
  }
}
