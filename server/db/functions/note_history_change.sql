-- The live body, applied on every start (server/db/live-functions.ts); history in migration 290.
-- A change to a tenant's history (classes that started over 24 hours ago, their places, members' genders): the
-- tenant takes a new version, once per transaction, so a change to a thousand old places takes one. The note is
-- transaction-local, and undone with a rolled-back savepoint, as the version itself is.
CREATE OR REPLACE FUNCTION note_history_change(changed_tenant text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('history.changed', true), '');
BEGIN
  IF position('|' || changed_tenant || '|' IN noted) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO history_versions (tenant, version) VALUES (changed_tenant, nextval('history_version'))
    ON CONFLICT (tenant) DO UPDATE SET version = EXCLUDED.version;
  PERFORM set_config('history.changed', noted || '|' || changed_tenant || '|', true);
END
$$;
