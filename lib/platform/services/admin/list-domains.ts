import "server-only";
import { asc, eq } from "drizzle-orm";
import { isLocalHostname } from "@/lib/domain/site-host";
import type { Database } from "@/lib/platform/db/types";
import { siteDomains } from "@/lib/platform/db/schema";
import type { AdminDomain } from "@/lib/schemas/admin/domains";

/** The site's domains, in the order they were added. */
export async function listDomains(db: Database, siteId: number): Promise<AdminDomain[]> {
  const rows = await db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId)).orderBy(asc(siteDomains.id));
  return rows.map((row) => ({ id: row.id, host: row.host, isLocal: isLocalHostname(row.host), createdAt: row.createdAt.toISOString() }));
}
