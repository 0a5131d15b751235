CREATE TABLE "carrier_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"zone" text NOT NULL,
	"min_bottles" integer NOT NULL,
	"max_bottles" integer,
	"price" integer NOT NULL,
	CONSTRAINT "carrier_rates_range_ck" CHECK ("carrier_rates"."min_bottles" >= 1 AND ("carrier_rates"."max_bottles" IS NULL OR "carrier_rates"."max_bottles" >= "carrier_rates"."min_bottles")),
	CONSTRAINT "carrier_rates_price_ck" CHECK ("carrier_rates"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"service_code" text NOT NULL,
	"delivery_type" text NOT NULL,
	"site_type" text DEFAULT 'STANDARD' NOT NULL,
	"relay_network" text,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carriers_relay_ck" CHECK (("carriers"."delivery_type" = 'PICKUP') = ("carriers"."relay_network" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "pickup_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"day" date NOT NULL,
	"schedule_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "kind" text DEFAULT 'APPOINTMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendars" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bookings" ADD CONSTRAINT "pickup_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bookings" ADD CONSTRAINT "pickup_bookings_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_points" ADD CONSTRAINT "relay_points_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_points" ADD CONSTRAINT "relay_points_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_rates_carrier_idx" ON "carrier_rates" USING btree ("site_id","carrier_id","zone","min_bottles");--> statement-breakpoint
CREATE INDEX "carriers_site_idx" ON "carriers" USING btree ("site_id","is_active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "carriers_site_code_uq" ON "carriers" USING btree ("site_id","service_code");--> statement-breakpoint
CREATE INDEX "pickup_bookings_slot_idx" ON "pickup_bookings" USING btree ("calendar_id","day","schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_bookings_reference_uq" ON "pickup_bookings" USING btree ("site_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "relay_points_carrier_code_uq" ON "relay_points" USING btree ("carrier_id","code");--> statement-breakpoint
CREATE INDEX "relay_points_site_idx" ON "relay_points" USING btree ("site_id","carrier_id","is_active");