CREATE TABLE "sim_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"call_sid" text NOT NULL,
	"call_log_id" integer NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "public_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "candidate_name" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verification_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "codes_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "code_round" integer;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "affected" jsonb;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "ip_address" varchar(45);--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_recordings_sid_index" ON "sim_recordings" USING btree ("sid");--> statement-breakpoint
CREATE INDEX "sim_recordings_call_sid_index" ON "sim_recordings" USING btree ("call_sid");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_sms_sid_index" ON "sim_sms" USING btree ("sid");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_sms_idempotency_key_index" ON "sim_sms" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sim_sms_to_number_index" ON "sim_sms" USING btree ("to_number");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_public_id_index" ON "data_requests" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "data_requests_ip_address_created_at_index" ON "data_requests" USING btree ("ip_address","created_at");