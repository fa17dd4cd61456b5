-- The class counters of migration 004, kept by a row-level trigger instead: a statement-level
-- trigger with transition tables plans its query anew on every booking, a row-level one keeps its
-- plan. Presence changes do not fire it (only status and training_id matter to the counts).
DROP TRIGGER registrations_count_insert ON registrations;
DROP TRIGGER registrations_count_update ON registrations;
DROP TRIGGER registrations_count_delete ON registrations;
DROP FUNCTION registration_counts_insert();
DROP FUNCTION registration_counts_update();
DROP FUNCTION registration_counts_delete();

CREATE FUNCTION registration_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
    UPDATE trainings SET booked_count = booked_count - (OLD.status = 'booked')::int,
      waiting_count = waiting_count - (OLD.status = 'waiting')::int
    WHERE id = OLD.training_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
    UPDATE trainings SET booked_count = booked_count + (NEW.status = 'booked')::int,
      waiting_count = waiting_count + (NEW.status = 'waiting')::int
    WHERE id = NEW.training_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_count AFTER INSERT OR DELETE OR UPDATE OF status, training_id ON registrations
  FOR EACH ROW EXECUTE FUNCTION registration_counts_row();
