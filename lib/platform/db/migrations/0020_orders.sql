CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"discount_code_id" integer NOT NULL,
	"customer_id" integer,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"minimum_amount" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_amount_ck" CHECK ("discount_codes"."amount" >= 0 AND ("discount_codes"."type" <> 'PERCENT' OR "discount_codes"."amount" <= 100)),
	CONSTRAINT "discount_codes_uses_ck" CHECK ("discount_codes"."used_count" >= 0 AND ("discount_codes"."max_uses" IS NULL OR "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "order_files_order_id_file_id_pk" PRIMARY KEY("order_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"declination_id" integer,
	"name" text NOT NULL,
	"reference" text NOT NULL,
	"declination_label" text NOT NULL,
	"type" text NOT NULL,
	"capacity" numeric(8, 3),
	"capacity_unit" text,
	"set_quantity" integer DEFAULT 1 NOT NULL,
	"is_dematerialized" boolean DEFAULT false NOT NULL,
	"stock_tracked" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"fixed_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"customization_cost" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"total_to_pay" integer NOT NULL,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_id" integer,
	"customer_email" text NOT NULL,
	"customer_firstname" text DEFAULT '' NOT NULL,
	"customer_lastname" text DEFAULT '' NOT NULL,
	"invoice_number" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"delivery_type" text NOT NULL,
	"carrier" jsonb,
	"access_point" jsonb,
	"pickup" jsonb,
	"pickup_booking_id" integer,
	"delivery_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"message" text,
	"discount_code_id" integer,
	"discount" jsonb,
	"total_product" integer NOT NULL,
	"total_product_to_pay" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"shipping_discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"age_confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"stock_released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."total" >= 0 AND "orders"."total_product_to_pay" >= 0 AND "orders"."discount_amount" >= 0 AND "orders"."shipping_fee" >= "orders"."shipping_discount")
);
--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_file_id_customization_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."customization_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_booking_id_pickup_bookings_id_fk" FOREIGN KEY ("pickup_booking_id") REFERENCES "public"."pickup_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_customer_idx" ON "discount_code_uses" USING btree ("discount_code_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_uses_order_uq" ON "discount_code_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_site_code_uq" ON "discount_codes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "order_files_file_idx" ON "order_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_idempotency_keys_uq" ON "order_idempotency_keys" USING btree ("site_id","customer_id","key");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("site_id","order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_site_invoice_uq" ON "orders" USING btree ("site_id","invoice_number");--> statement-breakpoint
CREATE INDEX "orders_site_customer_idx" ON "orders" USING btree ("site_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site_id","created_at");