import "server-only";
import { eq } from "drizzle-orm";
import type { ParameterMap } from "@/lib/domain/parameter-map";
import type { Database } from "@/lib/platform/db/types";
import { siteParameters } from "@/lib/platform/db/schema";

/** The site's stored parameter values by type, read fresh (not the visitors' read cache). */
export async function readParameterValues(db: Database, siteId: number): Promise<ParameterMap> {
  const rows = await db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(eq(siteParameters.siteId, siteId));
  return Object.fromEntries(rows.map((row) => [row.type, row.value]));
}
