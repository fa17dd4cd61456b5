-- Issue #35: a trainer's statistics for a year read every class of that year (1,583 classes and 19,882 places at a
-- large club). The server keeps the settled part of such an answer, the classes that started more than two days
-- ago, and reads only the days since (server/domain/statistics/settled-parts.ts). This version tells it when a kept
-- part is stale: a write to a class, or to a place in one, that started more than 24 hours before (by the
-- database's clock), or a member's gender changed, gives the tenant a new version in the writer's own transaction,
-- so a reader that sees the write sees the new version too. Writes to later classes (every booking, cancel and
-- presence mark of the day) fail the WHEN test without running any function.
-- The functions' live bodies are server/db/functions/note_history_change.sql and history_changed.sql.
CREATE SEQUENCE history_version;

CREATE TABLE history_versions (
  tenant text PRIMARY KEY,
  version bigint NOT NULL
);

-- Once per tenant and transaction: a change to a thousand old places takes one new version, not a thousand.
-- The note is transaction-local, and undone with a rolled-back savepoint, as the version itself is.
CREATE FUNCTION note_history_change(changed_tenant text) RETURNS void LANGUAGE plpgsql AS $$
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

CREATE FUNCTION history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_history_change(CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant ELSE NEW.tenant END);
  RETURN NULL;
END
$$;

CREATE TRIGGER registrations_history_insert AFTER INSERT ON registrations
  FOR EACH ROW WHEN (NEW.start_at < now() - interval '24 hours') EXECUTE FUNCTION history_changed();
CREATE TRIGGER registrations_history_update AFTER UPDATE ON registrations
  FOR EACH ROW WHEN (OLD.start_at < now() - interval '24 hours' OR NEW.start_at < now() - interval '24 hours')
  EXECUTE FUNCTION history_changed();
CREATE TRIGGER registrations_history_delete AFTER DELETE ON registrations
  FOR EACH ROW WHEN (OLD.start_at < now() - interval '24 hours') EXECUTE FUNCTION history_changed();

CREATE TRIGGER trainings_history_insert AFTER INSERT ON trainings
  FOR EACH ROW WHEN (NEW.start_at < now() - interval '24 hours') EXECUTE FUNCTION history_changed();
CREATE TRIGGER trainings_history_update AFTER UPDATE ON trainings
  FOR EACH ROW WHEN (OLD.start_at < now() - interval '24 hours' OR NEW.start_at < now() - interval '24 hours')
  EXECUTE FUNCTION history_changed();
CREATE TRIGGER trainings_history_delete AFTER DELETE ON trainings
  FOR EACH ROW WHEN (OLD.start_at < now() - interval '24 hours') EXECUTE FUNCTION history_changed();

CREATE TRIGGER users_history_gender AFTER UPDATE OF gender ON users
  FOR EACH ROW WHEN (OLD.gender IS DISTINCT FROM NEW.gender) EXECUTE FUNCTION history_changed();
