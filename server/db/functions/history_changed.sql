-- The live body, applied on every start (server/db/live-functions.ts); history in migration 290.
-- The history triggers' row function: the changed row's tenant takes a new history version.
CREATE OR REPLACE FUNCTION history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_history_change(CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant ELSE NEW.tenant END);
  RETURN NULL;
END
$$;
