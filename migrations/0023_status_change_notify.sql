-- A check's public status is cached by every web process; any change to the rows it is rendered
-- from (the check, its references, the candidate's authorization) notifies them, whoever wrote it.
-- The payload is the check's public id (the cache's key); Postgres folds identical notifications
-- of one transaction into one.
CREATE OR REPLACE FUNCTION notify_check_status_changed() RETURNS trigger AS $$
DECLARE
  row_data record;
  public_key text;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  IF TG_TABLE_NAME = 'reference_checks' THEN
    public_key := row_data.public_id;
  ELSE
    SELECT public_id INTO public_key FROM reference_checks WHERE id = row_data.reference_check_id;
  END IF;
  IF public_key IS NOT NULL THEN
    PERFORM pg_notify('check_status_changed', public_key);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reference_checks_status_notify AFTER INSERT OR UPDATE OR DELETE ON reference_checks
  FOR EACH ROW EXECUTE FUNCTION notify_check_status_changed();
--> statement-breakpoint
CREATE TRIGGER check_references_status_notify AFTER INSERT OR UPDATE OR DELETE ON check_references
  FOR EACH ROW EXECUTE FUNCTION notify_check_status_changed();
--> statement-breakpoint
CREATE TRIGGER candidate_authorizations_status_notify AFTER INSERT OR UPDATE OR DELETE ON candidate_authorizations
  FOR EACH ROW EXECUTE FUNCTION notify_check_status_changed();
