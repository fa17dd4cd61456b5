-- The live body, applied on every start (server/db/live-functions.ts); history in migration 280.
-- A class moved: its registrations' starts move with it (migration 280).
CREATE OR REPLACE FUNCTION trainings_start_to_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations SET start_at = NEW.start_at WHERE training_id = NEW.id;
  RETURN NULL;
END
$$;
