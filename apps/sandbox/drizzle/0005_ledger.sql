CREATE TABLE "cashier_payments" (
	"payment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"payment_method" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cashier_payments_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
CREATE TABLE "feed_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"account_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid,
	"kind" text NOT NULL,
	"vertical" text,
	"currency_code" text NOT NULL,
	"balance" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_player_balance" CHECK (("ledger_accounts"."player_id" is null and "ledger_accounts"."balance" is null) or ("ledger_accounts"."player_id" is not null and "ledger_accounts"."balance" >= 0)),
	CONSTRAINT "ledger_accounts_kind" CHECK (("ledger_accounts"."kind" = 'BONUS') = ("ledger_accounts"."vertical" is not null) and (("ledger_accounts"."kind" in ('CASHIER', 'OPERATOR')) = ("ledger_accounts"."player_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference_id" uuid NOT NULL,
	"step" text NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"reference_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"wallet_id" uuid NOT NULL,
	"balance_after" bigint NOT NULL,
	"payment_method" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "cashier_payments" ADD CONSTRAINT "cashier_payments_reference_id_ledger_transactions_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."ledger_transactions"("reference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_payments" ADD CONSTRAINT "cashier_payments_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_tokens" ADD CONSTRAINT "feed_tokens_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reference_id_ledger_transactions_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."ledger_transactions"("reference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_wallet_id_ledger_accounts_account_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."ledger_accounts"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_payments_player_idx" ON "cashier_payments" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "feed_tokens_player_idx" ON "feed_tokens" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_player_unique" ON "ledger_accounts" USING btree ("player_id","kind",coalesce("vertical", '')) WHERE "ledger_accounts"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_unique" ON "ledger_accounts" USING btree ("kind","currency_code") WHERE "ledger_accounts"."player_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_step_account_unique" ON "ledger_entries" USING btree ("reference_id","step","account_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_player_idx" ON "ledger_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_player_type_idx" ON "ledger_transactions" USING btree ("player_id","type","status");--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "deposits_count";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "deposits_total";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "withdrawals_count";--> statement-breakpoint
ALTER TABLE "players" DROP COLUMN "withdrawals_total";