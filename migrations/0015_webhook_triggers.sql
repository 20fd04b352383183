-- Webhook events are written by triggers in the transaction that changes a check, so every code
-- path that moves a check or a reference (calls, SMS opt-outs, operators, erasure, sweeps) emits
-- them, and an event exists exactly when its change committed. The function never raises: a
-- problem with webhooks must not fail the change to the check (it is logged as a warning).
CREATE OR REPLACE FUNCTION webhook_emit(p_check_id integer, p_type text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_check record;
  v_user integer;
  v_event integer;
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
  INSERT INTO outbound_events (public_id, user_id, reference_check_id, type, payload, created_at)
  VALUES (
    'msg_' || replace(gen_random_uuid()::text, '-', ''),
    v_user,
    p_check_id,
    p_type,
    jsonb_build_object(
      'type', p_type,
      'timestamp', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'checkId', v_check.public_id,
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_check_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit(NEW.id, 'check.created', '{}'::jsonb);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deferred to commit, so the event sees the check's origin row written later in the same transaction.
CREATE CONSTRAINT TRIGGER reference_checks_webhook_created
  AFTER INSERT ON reference_checks DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION webhook_check_created();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_check_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('completed', 'failed') THEN
    PERFORM webhook_emit(NEW.id, 'check.' || NEW.status,
      jsonb_build_object('failureReason', CASE WHEN NEW.status = 'failed' THEN NEW.failure_reason END));
  END IF;
  IF NEW.report_generated AND NOT OLD.report_generated THEN
    PERFORM webhook_emit(NEW.id, 'report.ready', '{}'::jsonb);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reference_checks_webhook_changed
  AFTER UPDATE OF status, report_generated ON reference_checks
  FOR EACH ROW EXECUTE FUNCTION webhook_check_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION webhook_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('completed', 'failed') THEN
    PERFORM webhook_emit(NEW.reference_check_id, 'reference.' || NEW.status,
      jsonb_build_object(
        'referenceIndex', NEW.reference_index,
        'referenceStatus', NEW.status,
        'failureReason', NEW.failure_reason
      ));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER check_references_webhook_changed
  AFTER UPDATE OF status ON check_references
  FOR EACH ROW EXECUTE FUNCTION webhook_reference_changed();
