-- Wrong-password locks per player and caller address (issue 15 §5). Locks are short-lived, so the
-- old whole-account ones are dropped rather than carried over.
DELETE FROM "login_locks";--> statement-breakpoint
ALTER TABLE "login_locks" DROP CONSTRAINT "login_locks_pkey";--> statement-breakpoint
ALTER TABLE "login_locks" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_player_id_address_pk" PRIMARY KEY("player_id","address");
