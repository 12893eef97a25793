CREATE TABLE "bonus_assignments" (
	"assignment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"status" text NOT NULL,
	"vertical" text,
	"bonus_amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"spins_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"category" text NOT NULL,
	"trigger_event" text NOT NULL,
	"bonus_type" text NOT NULL,
	"vertical" text NOT NULL,
	"sticky" boolean NOT NULL,
	"wr_multiplier" integer NOT NULL,
	"percent" integer,
	"max_amount" bigint,
	"fixed_amount" bigint,
	"expiry_days" integer NOT NULL,
	"bonus_code" text,
	"requires_consent" boolean DEFAULT false NOT NULL,
	"rules" jsonb NOT NULL,
	"texts" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_consents" (
	"player_id" uuid NOT NULL,
	"campaign_id" text NOT NULL,
	"agreed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_consents_player_id_campaign_id_pk" PRIMARY KEY("player_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"reference_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashier_payments" ADD COLUMN "bonus_campaign_id" text;--> statement-breakpoint
ALTER TABLE "bonus_assignments" ADD CONSTRAINT "bonus_assignments_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_assignments" ADD CONSTRAINT "bonus_assignments_campaign_id_bonus_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_consents" ADD CONSTRAINT "bonus_consents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_assignment_id_bonus_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."bonus_assignments"("assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_player_campaign_unique" ON "bonus_assignments" USING btree ("player_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_active_vertical_unique" ON "bonus_assignments" USING btree ("player_id","vertical") WHERE "bonus_assignments"."status" = 'ACTIVE' and "bonus_assignments"."vertical" is not null;--> statement-breakpoint
CREATE INDEX "bonus_assignments_player_idx" ON "bonus_assignments" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "bonus_campaigns_site_idx" ON "bonus_campaigns" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_code_unique" ON "bonus_campaigns" USING btree ("site_id",upper("bonus_code")) WHERE "bonus_campaigns"."bonus_code" is not null;--> statement-breakpoint
CREATE INDEX "cashback_claims_assignment_idx" ON "cashback_claims" USING btree ("assignment_id","period_start");