-- Idempotency-Key records are scoped to the key's mode: a test key and a live key of one account
-- never share one. Records whose mode cannot be told (a claim still in flight) are dropped; the
-- others take the mode of the check they created.
DELETE FROM "api_idempotency_keys" WHERE "response_body" IS NULL;--> statement-breakpoint
DROP INDEX "api_idempotency_keys_user_id_key_index";--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD COLUMN "mode" text;--> statement-breakpoint
UPDATE "api_idempotency_keys" k SET "mode" = CASE
  WHEN k."response_body" ? 'testMode' THEN CASE WHEN (k."response_body"->>'testMode')::boolean THEN 'test' ELSE 'live' END
  WHEN EXISTS (SELECT 1 FROM "reference_checks" c WHERE c."public_id" = k."response_body"->>'checkId' AND c."test_mode") THEN 'test'
  ELSE 'live' END;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "api_idempotency_keys_user_id_mode_key_index" ON "api_idempotency_keys" USING btree ("user_id","mode","key");--> statement-breakpoint
-- Every event carries its check's sequence number (1, 2, 3 … in the order the events happened).
ALTER TABLE "outbound_events" ADD COLUMN "sequence" integer;--> statement-breakpoint
UPDATE "outbound_events" e SET "sequence" = n.seq
  FROM (SELECT "id", row_number() OVER (PARTITION BY "reference_check_id" ORDER BY "id") AS seq FROM "outbound_events") n
 WHERE n."id" = e."id";--> statement-breakpoint
UPDATE "outbound_events" SET "payload" = jsonb_set("payload", '{data}',
  ("payload"->'data') || jsonb_build_object('sequence', "sequence", 'occurredAt', "payload"->'timestamp'));--> statement-breakpoint
ALTER TABLE "outbound_events" ALTER COLUMN "sequence" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outbound_events_reference_check_id_sequence_index" ON "outbound_events" USING btree ("reference_check_id","sequence");--> statement-breakpoint
-- webhook_emit numbers each check's events under a transaction lock on the check (two
-- transactions emitting for one check take turns), and writes sequence and occurredAt into the
-- event's data. Like before, it never raises.
CREATE OR REPLACE FUNCTION webhook_emit(p_check_id integer, p_type text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_check record;
  v_user integer;
  v_event integer;
  v_seq integer;
  v_at text;
BEGIN
  SELECT c.public_id, c.status, c.requester_email, c.test_mode, o.external_id, o.metadata
    INTO v_check
    FROM reference_checks c LEFT JOIN api_check_origins o ON o.reference_check_id = c.id
   WHERE c.id = p_check_id;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT u.id INTO v_user FROM users u WHERE u.email = v_check.requester_email;
  IF v_user IS NULL THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                  WHERE e.user_id = v_user AND e.disabled_at IS NULL AND p_type = ANY (e.events)) THEN
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
   WHERE e.user_id = v_user AND e.disabled_at IS NULL AND p_type = ANY (e.events);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'webhook_emit(%, %) failed: %', p_check_id, p_type, SQLERRM;
END;
$$;
