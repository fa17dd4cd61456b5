-- The live body, applied on every start (server/db/live-functions.ts); history in migration 100.
CREATE OR REPLACE FUNCTION trainings_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.name, NEW.name_prefix, NEW.club_id, NEW.room_id, NEW.trainer_id, NEW.start_at, NEW.end_at,
      NEW.public_comment, NEW.cancelled_at)
     IS DISTINCT FROM
     (OLD.name, OLD.name_prefix, OLD.club_id, OLD.room_id, OLD.trainer_id, OLD.start_at, OLD.end_at,
      OLD.public_comment, OLD.cancelled_at) THEN
    NEW.revision := OLD.revision + 1;
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END
$$;
