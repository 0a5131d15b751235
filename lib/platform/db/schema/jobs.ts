import "server-only";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, sites } from "./core";

/**
 * The durable job queue (ARCHITECTURE.md « Background work »): work that must survive a restart
 * (reminders, e-mails to retry…). A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (locked_until), so several instances never run one job at the same time.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    // Null for platform-wide work; a site's jobs go with the site.
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lockedBy: text("locked_by"),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    // Set when the job gave up after max_attempts (never retried again).
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`)],
);
