CREATE TABLE "bonus_stakes" (
	"reference_id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"cash" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"wagering_credit" bigint NOT NULL,
	"status" text NOT NULL,
	"settled_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD CONSTRAINT "bonus_stakes_reference_id_ledger_transactions_reference_id_fk" FOREIGN KEY ("reference_id") REFERENCES "public"."ledger_transactions"("reference_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD CONSTRAINT "bonus_stakes_assignment_id_bonus_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."bonus_assignments"("assignment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_stakes_open_idx" ON "bonus_stakes" USING btree ("assignment_id") WHERE "bonus_stakes"."status" = 'OPEN' and "bonus_stakes"."bonus" > 0;