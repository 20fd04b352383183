CREATE TABLE "operator_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_email" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"action" text NOT NULL,
	"reference_check_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_log_reference_check_id_at_index" ON "operator_audit_log" USING btree ("reference_check_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_at_index" ON "operator_audit_log" USING btree ("at");