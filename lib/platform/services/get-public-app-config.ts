import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { externalAppConfigs } from "@/lib/platform/db/schema";

/** The public half of an external app's configuration; the private half never leaves the server. */
export async function getPublicAppConfig(db: Database, siteId: number, app: string) {
  const [row] = await db
    .select({ app: externalAppConfigs.app, publicConfig: externalAppConfigs.publicConfig })
    .from(externalAppConfigs)
    .where(and(eq(externalAppConfigs.siteId, siteId), eq(externalAppConfigs.app, app)))
    .limit(1);
  return row ? { app: row.app, config: row.publicConfig } : null;
}
