import "server-only";
import { and, eq } from "drizzle-orm";
import { COMPONENT_CONFIG_SCHEMAS, type ComponentSlug } from "@/lib/schemas/component-config";
import type { z } from "zod";
import { logger } from "@/lib/platform/logger";
import type { Database } from "@/lib/platform/db/types";
import { componentConfigs } from "@/lib/platform/db/schema";

/**
 * A site's config of a named component, complete: stored keys over the schema's defaults. A
 * stored config that no longer passes the schema (an older version) falls back to the defaults,
 * logged, rather than breaking the pages that read it.
 */
export async function getComponentConfig<S extends ComponentSlug>(db: Database, siteId: number, slug: S): Promise<z.infer<(typeof COMPONENT_CONFIG_SCHEMAS)[S]>> {
  const schema = COMPONENT_CONFIG_SCHEMAS[slug];
  const [row] = await db
    .select({ config: componentConfigs.config })
    .from(componentConfigs)
    .where(and(eq(componentConfigs.siteId, siteId), eq(componentConfigs.slug, slug)))
    .limit(1);
  const parsed = schema.safeParse(row?.config ?? {});
  if (parsed.success) return parsed.data;
  logger.warn("stored component config is invalid, defaults used", { siteId, slug });
  return schema.parse({});
}
