CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"real_ip_address" text NOT NULL,
	"ip_address" text NOT NULL,
	"real_country_code" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"cooling_ends_at" timestamp with time zone,
	"initiator" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" uuid,
	"email_hash" text NOT NULL,
	"ip_address" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"player_id" uuid,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"player_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone_prefix" text,
	"phone_body" text,
	"first_name" text,
	"last_name" text,
	"country_code" text NOT NULL,
	"province_code" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"currency_code" text DEFAULT 'EUR' NOT NULL,
	"language_code" text DEFAULT 'en' NOT NULL,
	"date_of_birth" date,
	"cpf" text,
	"person_id" text,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"kyc_status" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"request_document_type_status" text DEFAULT '' NOT NULL,
	"documents_required" boolean DEFAULT false NOT NULL,
	"edd_questionnaire" boolean DEFAULT false NOT NULL,
	"risk_payout" boolean DEFAULT false NOT NULL,
	"multibrand_suspended" boolean DEFAULT false NOT NULL,
	"casino" boolean DEFAULT true NOT NULL,
	"live_casino" boolean DEFAULT true NOT NULL,
	"sports" boolean DEFAULT true NOT NULL,
	"virtual_sports" boolean DEFAULT true NOT NULL,
	"bonuses" boolean DEFAULT true NOT NULL,
	"deposit" boolean DEFAULT true NOT NULL,
	"withdrawal" boolean DEFAULT true NOT NULL,
	"volt" boolean DEFAULT false NOT NULL,
	"affiliate_reg" boolean DEFAULT false NOT NULL,
	"macropay" boolean DEFAULT false NOT NULL,
	"is_withdrawal_review" boolean DEFAULT false NOT NULL,
	"crypto" boolean DEFAULT false NOT NULL,
	"manual_claim_allowed" boolean DEFAULT true NOT NULL,
	"loyalty_level" integer DEFAULT 1 NOT NULL,
	"limit_level" integer DEFAULT 1 NOT NULL,
	"accepted_terms_version" integer DEFAULT 0 NOT NULL,
	"cookie_policy_accepted" boolean DEFAULT false NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"marketing_preferences" jsonb DEFAULT '{"channels":[],"topics":[]}'::jsonb NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"deposits_count" integer DEFAULT 0 NOT NULL,
	"deposits_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"withdrawals_count" integer DEFAULT 0 NOT NULL,
	"withdrawals_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"first_deposit_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_buckets_bucket_key_hash_window_start_pk" PRIMARY KEY("bucket","key_hash","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"login_method" text DEFAULT 'DEFAULT' NOT NULL,
	"authenticated_at" timestamp with time zone NOT NULL,
	"previous_auth_at" timestamp with time zone,
	"access_expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"slot" text,
	"algorithm" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"player_id" uuid,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "geo_ip_ranges" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "pay_and_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusions" ADD CONSTRAINT "exclusions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_player_idx" ON "activity_log" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "exclusions_player_idx" ON "exclusions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "login_attempts_player_idx" ON "login_attempts" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "players_site_email_unique" ON "players" USING btree ("site_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "players_site_cpf_unique" ON "players" USING btree ("site_id","cpf") WHERE "players"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "players_site_phone_idx" ON "players" USING btree ("site_id","phone_prefix","phone_body");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient_idx" ON "verification_codes" USING btree ("purpose","recipient");