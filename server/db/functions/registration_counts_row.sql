-- The live body, applied on every start (server/db/live-functions.ts); history in migrations 002, 120.
-- The class's booked_count (which book_place reads) counts offered places too, so no tap takes a held place.
CREATE OR REPLACE FUNCTION registration_counts_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
    UPDATE trainings SET booked_count = booked_count - (OLD.status IN ('booked', 'offered'))::int,
      waiting_count = waiting_count - (OLD.status = 'waiting')::int
    WHERE id = OLD.training_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
    UPDATE trainings SET booked_count = booked_count + (NEW.status IN ('booked', 'offered'))::int,
      waiting_count = waiting_count + (NEW.status = 'waiting')::int
    WHERE id = NEW.training_id;
  END IF;
  RETURN NULL;
END $$;
