-- Issue #35: a registration keeps its class's start. The booking rules count a member's places still to come
-- and on the class's day; they found them by reading every place of the member's history, each class looked up
-- again, so a member of ten years paid for those years at every booking and every week's read. With the start
-- on the place, an index (282) reads only the places from the class's day on. Kept equal to the class's start:
-- set at insert (from the class, when the insert does not give it) and moved with the class. 281 fills the
-- places made before; this file is short, as ALTER TABLE holds every booking until it commits.
ALTER TABLE registrations ADD COLUMN start_at timestamptz;

CREATE FUNCTION registration_start_from_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.start_at := (SELECT t.start_at FROM trainings t WHERE t.id = NEW.training_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER registrations_start BEFORE INSERT ON registrations
  FOR EACH ROW WHEN (NEW.start_at IS NULL) EXECUTE FUNCTION registration_start_from_class();

CREATE FUNCTION trainings_start_to_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE registrations SET start_at = NEW.start_at WHERE training_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER trainings_start_moves_registrations AFTER UPDATE OF start_at ON trainings
  FOR EACH ROW WHEN (NEW.start_at IS DISTINCT FROM OLD.start_at) EXECUTE FUNCTION trainings_start_to_registrations();
