CREATE TABLE "geo_ip_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_ip" bigint NOT NULL,
	"end_ip" bigint NOT NULL,
	"country_code" text NOT NULL,
	"region" text,
	"city" text
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"markets" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
CREATE INDEX "geo_ip_ranges_start_idx" ON "geo_ip_ranges" USING btree ("start_ip");