import "server-only";

/**
 * The one database schema (PGlite and PostgreSQL, Drizzle and drizzle-kit read this file). Each
 * area keeps its tables in a file of its own under schema/, re-exported here; areas import the
 * shared column helpers (siteId, createdAt, updatedAt) and the tables they reference from core.
 */
export * from "./schema/core";
export * from "./schema/sites";
