CREATE TABLE "activity_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"timer" integer,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_settings" ADD CONSTRAINT "activity_settings_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;