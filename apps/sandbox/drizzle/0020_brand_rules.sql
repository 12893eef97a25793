ALTER TABLE "sites" ADD COLUMN "market_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "loyalty_levels" jsonb;