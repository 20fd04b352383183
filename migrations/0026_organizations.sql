CREATE TABLE "organization_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_invitations_role_check" CHECK ("organization_invitations"."role" in ('owner', 'admin', 'recruiter', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_role_check" CHECK ("organization_members"."role" in ('owner', 'admin', 'recruiter', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"name" text NOT NULL,
	"billing_email" text NOT NULL,
	"domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_organizations" (
	"session_id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "ordered_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "customer_api_keys" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "organization_audit_log" ADD CONSTRAINT "organization_audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_audit_log" ADD CONSTRAINT "organization_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_organizations" ADD CONSTRAINT "session_organizations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_organizations" ADD CONSTRAINT "session_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_audit_log_organization_id_at_index" ON "organization_audit_log" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_public_id_index" ON "organization_invitations" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_hash_index" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_organization_id_created_at_index" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_public_id_index" ON "organization_members" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_organization_id_user_id_index" ON "organization_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "organization_members_user_id_index" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_public_id_index" ON "organizations" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "session_organizations_organization_id_index" ON "session_organizations" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "reference_checks" ADD CONSTRAINT "reference_checks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD CONSTRAINT "reference_checks_ordered_by_user_id_users_id_fk" FOREIGN KEY ("ordered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_api_keys" ADD CONSTRAINT "customer_api_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_checks_organization_id_created_at_index" ON "reference_checks" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Hand-written: an organization's check emits to the organization's endpoints only; a personal
-- check to its requester's personal endpoints only (never to an organization's).
CREATE OR REPLACE FUNCTION webhook_emit(p_check_id integer, p_type text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_check record;
  v_user integer;
  v_event integer;
  v_seq integer;
  v_at text;
BEGIN
  SELECT c.public_id, c.status, c.requester_email, c.test_mode, c.organization_id, o.external_id, o.metadata
    INTO v_check
    FROM reference_checks c LEFT JOIN api_check_origins o ON o.reference_check_id = c.id
   WHERE c.id = p_check_id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT u.id INTO v_user FROM users u WHERE u.email = v_check.requester_email;
  IF v_user IS NULL AND v_check.organization_id IS NOT NULL THEN
    SELECT m.user_id INTO v_user FROM organization_members m
     WHERE m.organization_id = v_check.organization_id ORDER BY m.id LIMIT 1;
  END IF;
  IF v_user IS NULL THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                  WHERE (CASE WHEN v_check.organization_id IS NULL
              THEN e.user_id = v_user AND e.organization_id IS NULL
              ELSE e.organization_id = v_check.organization_id END)
     AND e.disabled_at IS NULL AND p_type = ANY (e.events)) THEN
    RETURN;
  END IF;
  -- 0x5745424b ("WEBK"): this lock space is only for numbering a check's webhook events.
  PERFORM pg_advisory_xact_lock(1464156747, p_check_id);
  SELECT coalesce(max(sequence), 0) + 1 INTO v_seq FROM outbound_events WHERE reference_check_id = p_check_id;
  v_at := to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  INSERT INTO outbound_events (public_id, user_id, reference_check_id, type, sequence, payload, created_at)
  VALUES (
    'msg_' || replace(gen_random_uuid()::text, '-', ''),
    v_user,
    p_check_id,
    p_type,
    v_seq,
    jsonb_build_object(
      'type', p_type,
      'timestamp', v_at,
      'data', jsonb_build_object(
        'checkId', v_check.public_id,
        'sequence', v_seq,
        'occurredAt', v_at,
        'externalId', v_check.external_id,
        'metadata', coalesce(v_check.metadata, '{}'::jsonb),
        'status', v_check.status,
        'testMode', v_check.test_mode
      ) || p_data
    ),
    now()
  )
  RETURNING id INTO v_event;
  INSERT INTO webhook_deliveries (event_id, endpoint_id, status, next_attempt_at, created_at, updated_at)
  SELECT v_event, e.id, 'pending', now(), now(), now()
    FROM webhook_endpoints e
   WHERE (CASE WHEN v_check.organization_id IS NULL
              THEN e.user_id = v_user AND e.organization_id IS NULL
              ELSE e.organization_id = v_check.organization_id END)
     AND e.disabled_at IS NULL AND p_type = ANY (e.events);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'webhook_emit(%, %) failed: %', p_check_id, p_type, SQLERRM;
END;
$$;
