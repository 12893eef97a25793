CREATE TABLE "document_files" (
	"file_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_upload_sessions" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"success_url" text NOT NULL,
	"error_url" text NOT NULL,
	"locale" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_documents" (
	"document_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"sub_type" text,
	"deposit_method" text,
	"status" text NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"occupation" text NOT NULL,
	"salary_range_id" integer NOT NULL,
	"source_of_funds" text NOT NULL,
	"place_of_birth" text NOT NULL,
	"nationality" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_baselines" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_player_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."player_documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_upload_sessions" ADD CONSTRAINT "document_upload_sessions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_upload_sessions" ADD CONSTRAINT "document_upload_sessions_document_id_player_documents_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."player_documents"("document_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_baselines" ADD CONSTRAINT "verification_baselines_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_files_document_idx" ON "document_files" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "player_documents_player_idx" ON "player_documents" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_documents_single_unique" ON "player_documents" USING btree ("player_id","document_type") WHERE "player_documents"."document_type" in ('PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE');--> statement-breakpoint
CREATE UNIQUE INDEX "player_documents_payment_unique" ON "player_documents" USING btree ("player_id",coalesce("deposit_method", '')) WHERE "player_documents"."document_type" = 'PROOF_OF_PAYMENT';