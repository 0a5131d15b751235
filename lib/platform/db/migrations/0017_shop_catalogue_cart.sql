CREATE TABLE "cart_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_products_quantity_positive" CHECK ("cart_products"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" integer,
	"discount_code" text,
	"delivery_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "customization_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"cart_id" integer,
	"storage_key" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"distinction" text NOT NULL,
	"medal" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_customizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"cost_type" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"fields" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_declinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reference" text NOT NULL,
	"year" integer,
	"capacity" numeric(8, 3),
	"capacity_unit" text,
	"fixed_price" integer NOT NULL,
	"stock" integer,
	"set_quantity" integer DEFAULT 1 NOT NULL,
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"variation1_id" integer,
	"variation2_id" integer,
	"variation3_id" integer,
	"discount" jsonb,
	"image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_declinations_price_ok" CHECK ("product_declinations"."fixed_price" >= 0),
	CONSTRAINT "product_declinations_stock_ok" CHECK ("product_declinations"."stock" IS NULL OR "product_declinations"."stock" >= 0),
	CONSTRAINT "product_declinations_multiple_ok" CHECK ("product_declinations"."sell_by_multiple_of" >= 1 AND "product_declinations"."set_quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"appellation" text,
	"region" text,
	"colour" text,
	"grape_varieties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_dematerialized" boolean DEFAULT false NOT NULL,
	"has_shipping_fees" boolean DEFAULT true NOT NULL,
	"discount" jsonb,
	"decreasing_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_icon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"recommended_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_declination_id_product_declinations_id_fk" FOREIGN KEY ("declination_id") REFERENCES "public"."product_declinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_files" ADD CONSTRAINT "customization_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_files" ADD CONSTRAINT "customization_files_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_awards" ADD CONSTRAINT "product_awards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_awards" ADD CONSTRAINT "product_awards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_customizations" ADD CONSTRAINT "product_customizations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_customizations" ADD CONSTRAINT "product_customizations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_variation1_id_variation_details_id_fk" FOREIGN KEY ("variation1_id") REFERENCES "public"."variation_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_variation2_id_variation_details_id_fk" FOREIGN KEY ("variation2_id") REFERENCES "public"."variation_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_variation3_id_variation_details_id_fk" FOREIGN KEY ("variation3_id") REFERENCES "public"."variation_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_declinations" ADD CONSTRAINT "product_declinations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_products_line_uq" ON "cart_products" USING btree ("cart_id","declination_id","answers_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_site_customer_uq" ON "carts" USING btree ("site_id","customer_id") WHERE "carts"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "customization_files_cart_idx" ON "customization_files" USING btree ("site_id","cart_id");--> statement-breakpoint
CREATE INDEX "product_awards_product_idx" ON "product_awards" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "product_customizations_product_idx" ON "product_customizations" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "product_declinations_product_idx" ON "product_declinations" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_declinations_site_idx" ON "product_declinations" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "products_site_idx" ON "products" USING btree ("site_id","is_published","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_site_reference_uq" ON "products" USING btree ("site_id","reference");--> statement-breakpoint
-- Site search over products (lib/platform/services/search-site.ts): a GIN index on that file's exact document expression.
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ((setweight(to_tsvector('fr_unaccent', "name"), 'A') || setweight(to_tsvector('fr_unaccent', coalesce("appellation", '') || ' ' || "summary"), 'B') || setweight(to_tsvector('fr_unaccent', "description"), 'C')));
