-- Mail retries: status and attempts of every outbox row. Rows written before this migration are
-- settled: kept (no SMTP), sent, or failed (they were never retried).
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'SENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secrets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET
  "status" = CASE WHEN "transport" = 'OUTBOX' THEN 'KEPT' WHEN "sent_at" IS NOT NULL THEN 'SENT' ELSE 'FAILED' END,
  "attempts" = CASE WHEN "transport" = 'OUTBOX' THEN 0 ELSE 1 END;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "status" DROP DEFAULT;
