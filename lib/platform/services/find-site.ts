import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { sites } from "@/lib/platform/db/schema";

export type SiteRow = typeof sites.$inferSelect;

export async function findSite(db: Database, siteId: number): Promise<SiteRow | null> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return site ?? null;
}
