CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"method" text NOT NULL,
	"key_hash" text,
	"code_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_and_play_sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"country_code" text NOT NULL,
	"language_code" text NOT NULL,
	"redirect_url" text,
	"status" text NOT NULL,
	"identity" jsonb,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"player_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"identified_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"logged_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sms_required" boolean NOT NULL,
	"email_required" boolean NOT NULL,
	"sms_phone" text,
	"sms_code_id" uuid,
	"sms_requests" integer DEFAULT 0 NOT NULL,
	"sms_verified_at" timestamp with time zone,
	"email_code_id" uuid,
	"email_requests" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "migrated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_and_play_sessions" ADD CONSTRAINT "pay_and_play_sessions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_key_unique" ON "password_resets" USING btree ("key_hash") WHERE "password_resets"."key_hash" is not null;--> statement-breakpoint
CREATE INDEX "password_resets_player_idx" ON "password_resets" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "pay_and_play_sessions_player_idx" ON "pay_and_play_sessions" USING btree ("player_id");