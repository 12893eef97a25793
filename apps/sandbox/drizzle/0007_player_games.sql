CREATE TABLE "ledger_transaction_games" (
	"reference_id" uuid PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_favourites" (
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"lobby_page_type" text NOT NULL,
	"category" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_favourites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "player_game_subscriptions" (
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_game_subscriptions_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "player_recent_games" (
	"player_id" uuid NOT NULL,
	"lobby_page_type" text NOT NULL,
	"category" text NOT NULL,
	"game_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_recent_games_player_id_lobby_page_type_category_game_id_pk" PRIMARY KEY("player_id","lobby_page_type","category","game_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transaction_games" ADD CONSTRAINT "ledger_transaction_games_reference_id_ledger_transactions_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."ledger_transactions"("reference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favourites" ADD CONSTRAINT "player_favourites_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_subscriptions" ADD CONSTRAINT "player_game_subscriptions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transaction_games_game_idx" ON "ledger_transaction_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "player_favourites_added_idx" ON "player_favourites" USING btree ("player_id","added_at");--> statement-breakpoint
CREATE INDEX "player_recent_games_played_idx" ON "player_recent_games" USING btree ("player_id","played_at");