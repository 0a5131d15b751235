import "server-only";
import { sql } from "drizzle-orm";
import { check, index, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, siteId } from "./core";

/**
 * The host names a site answers on (ARCHITECTURE.md « Many sites, one deployment »): a public
 * request belongs to the site whose domain is the request's host (SITE_ID when none is). Stored
 * normalised — lower case, no port, no trailing dot (lib/domain/site-host.ts) — and unique across
 * all sites: one host, one site.
 */
export const siteDomains = pgTable(
  "site_domains",
  {
    id: serial("id").primaryKey(),
    siteId: siteId(),
    host: text("host").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("site_domains_host_uq").on(t.host),
    index("site_domains_site_idx").on(t.siteId),
    // A guard under the application's own check (normaliseDomain): lower-case name, no port or trailing dot.
    check("site_domains_host_normalised", sql`${t.host} ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$' and position('..' in ${t.host}) = 0`),
  ],
);
