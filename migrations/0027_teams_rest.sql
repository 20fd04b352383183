CREATE TABLE "organization_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_join_requests_status_check" CHECK ("organization_join_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
DROP INDEX "api_idempotency_keys_user_id_mode_key_index";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Customers' accounts are created only by an opened sign-in link or invitation: their mailbox is proven.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "role" = 'user';--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD COLUMN "scope" text;--> statement-breakpoint
UPDATE "api_idempotency_keys" SET "scope" = 'user:' || "user_id";--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ALTER COLUMN "scope" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "shared_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "default_report_design" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_join_requests" ADD CONSTRAINT "organization_join_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_join_requests" ADD CONSTRAINT "organization_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_join_requests" ADD CONSTRAINT "organization_join_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organization_join_requests_public_id_index" ON "organization_join_requests" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_join_requests_one_pending" ON "organization_join_requests" USING btree ("organization_id","user_id") WHERE "organization_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organization_join_requests_user_id_index" ON "organization_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_idempotency_keys_scope_mode_key_index" ON "api_idempotency_keys" USING btree ("scope","mode","key");--> statement-breakpoint
CREATE INDEX "organizations_domain_index" ON "organizations" USING btree ("domain");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_default_report_design_check" CHECK ("organizations"."default_report_design" in ('standard', 'enhanced'));--> statement-breakpoint
-- A check cannot be added to a deleted organization, even by a request that resolved its membership
-- a moment before the deletion committed: the share lock waits for the deleting transaction and
-- then reads the row as it committed.
CREATE OR REPLACE FUNCTION reference_checks_live_organization() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_deleted timestamptz;
BEGIN
  IF NEW.organization_id IS NULL OR NEW.organization_id IS NOT DISTINCT FROM OLD.organization_id THEN
    RETURN NEW;
  END IF;
  SELECT deleted_at INTO v_deleted FROM organizations WHERE id = NEW.organization_id FOR KEY SHARE;
  IF v_deleted IS NOT NULL THEN
    RAISE EXCEPTION 'organization % was deleted', NEW.organization_id USING ERRCODE = '22023';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reference_checks_live_organization BEFORE INSERT OR UPDATE OF organization_id ON reference_checks
  FOR EACH ROW EXECUTE FUNCTION reference_checks_live_organization();
