DROP INDEX "appointments_calendar_start_uq";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_calendar_start_uq" ON "appointments" USING btree ("calendar_id","starts_at") WHERE "appointments"."status" in ('CONFIRMED', 'PENDING');