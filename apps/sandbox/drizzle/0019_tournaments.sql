CREATE TABLE "tournament_prizes" (
	"reference_id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"tournament_id" text NOT NULL,
	"edition_start" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_settlements" (
	"site_id" integer NOT NULL,
	"tournament_id" text NOT NULL,
	"edition_start" timestamp with time zone NOT NULL,
	"prizes_paid" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_settlements_site_id_tournament_id_edition_start_pk" PRIMARY KEY("site_id","tournament_id","edition_start")
);
--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_settlements" ADD CONSTRAINT "tournament_settlements_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;