CREATE TABLE "sports_bets" (
	"bet_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"bet_key" text NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"odds" integer NOT NULL,
	"legs" jsonb NOT NULL,
	"status" text NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_bet_key_unique" UNIQUE("bet_key")
);
--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bets_player_idx" ON "sports_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_due_idx" ON "sports_bets" USING btree ("status","settles_at");