-- The live body, applied on every start (server/db/live-functions.ts); history in migration 190.
-- Append-only: no UPDATE ever, no TRUNCATE, and DELETE only through audit_prune (the retention path), which
-- marks its own transaction. A superuser can still switch the trigger off; the chain's check then tells.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.pruning', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
