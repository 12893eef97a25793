CREATE TABLE "gambling_limits" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"limit" numeric(18, 2) NOT NULL,
	"pending_limit" numeric(18, 2),
	"pending_active_from" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gambling_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period")
);
--> statement-breakpoint
ALTER TABLE "gambling_limits" ADD CONSTRAINT "gambling_limits_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;