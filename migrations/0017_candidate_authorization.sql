CREATE TABLE "candidate_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"candidate_email" text NOT NULL,
	"references_by" text DEFAULT 'requester' NOT NULL,
	"token_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"invited_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"disclosure_version" text,
	"typed_name" text,
	"authorized_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"ip_address" varchar(45),
	"user_agent" text,
	"references_entered_at" timestamp with time zone,
	"report_copy_requested_at" timestamp with time zone,
	"report_copy_approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_checks" ALTER COLUMN "reference1" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "references_by" text DEFAULT 'requester' NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "certified_by" text;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "certified_ip" varchar(45);--> statement-breakpoint
ALTER TABLE "candidate_authorizations" ADD CONSTRAINT "candidate_authorizations_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_authorizations_reference_check_id_index" ON "candidate_authorizations" USING btree ("reference_check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_authorizations_token_hash_index" ON "candidate_authorizations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_authorizations_state_index" ON "candidate_authorizations" USING btree ("state");