-- The live body, applied on every start (server/db/live-functions.ts); history in migration 280.
-- A new registration's start: its class's (the booking rules find a member's places by it, migration 280).
CREATE OR REPLACE FUNCTION registration_start_from_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.start_at := (SELECT t.start_at FROM trainings t WHERE t.id = NEW.training_id);
  RETURN NEW;
END
$$;
