CREATE TABLE "cookie_consents" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"consent_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"performance_functional" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;