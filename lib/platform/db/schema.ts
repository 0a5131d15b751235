import "server-only";

/**
 * The one database schema (PGlite and PostgreSQL, Drizzle and drizzle-kit read this file). Each
 * area keeps its tables in a file of its own under schema/, re-exported here; areas import the
 * shared column helpers (siteId, createdAt, updatedAt) and the tables they reference from core.
 */
export * from "./schema/core";
export * from "./schema/sites";
export * from "./schema/jobs";
export * from "./schema/appointments";
export * from "./schema/contact-forms";
export * from "./schema/albums";
export * from "./schema/services";
export * from "./schema/reviews";
export * from "./schema/blog";
export * from "./schema/workshops";
export * from "./schema/site-modules";
export * from "./schema/shop";
export * from "./schema/shipping";
export * from "./schema/orders";
export * from "./schema/payments";
