-- Fair waiting lists (issue 37 point 2). Per club: promote a freed place at once (as before) or offer it to the
-- first in the queue for a reply window (a fixed number of minutes, or a share of the time left before the
-- class); quiet hours in the club's zone, when no promotion or offer notice goes out and reply windows stand
-- still; and a time before the start within which a place is promoted at once whatever the mode.
ALTER TABLE clubs
  ADD COLUMN waiting_mode text NOT NULL DEFAULT 'promote' CHECK (waiting_mode IN ('promote', 'offer')),
  ADD COLUMN offer_window_minutes int NOT NULL DEFAULT 120 CHECK (offer_window_minutes > 0),
  ADD COLUMN offer_window_percent int CHECK (offer_window_percent BETWEEN 1 AND 100),
  ADD COLUMN quiet_from text CHECK (quiet_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN quiet_to text CHECK (quiet_to ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN promote_at_once_minutes int NOT NULL DEFAULT 120 CHECK (promote_at_once_minutes >= 0),
  ADD CONSTRAINT clubs_quiet_hours CHECK ((quiet_from IS NULL AND quiet_to IS NULL) OR quiet_from <> quiet_to);

-- An offered place is held for its member until offer_expires_at: it is taken for capacity like a booked one.
ALTER TABLE registrations DROP CONSTRAINT registrations_status_check;
ALTER TABLE registrations ADD CONSTRAINT registrations_status_check
  CHECK (status IN ('booked', 'waiting', 'offered', 'cancelled'));
ALTER TABLE registrations ADD COLUMN offer_expires_at timestamptz;

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

-- The in-app notices of an offer (with its deadline) and of a waiting place left for an overlapping class got.
-- The class got is no foreign key, here and below: checking one takes a share lock on that class row, which
-- another promotion may hold while it waits for this member's row (a deadlock); a class deleted leaves a
-- dangling id, which the readers join away.
-- The kind lists are whole: they keep 110's strike and blocked.
ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check;
ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check
  CHECK (kind IN ('promoted', 'cancelled', 'changed', 'strike', 'blocked', 'offered', 'released'));
ALTER TABLE member_notices
  ADD COLUMN offer_expires_at timestamptz,
  ADD COLUMN got_training_id int;

ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
  CHECK (kind IN ('promoted', 'changed', 'cancelled', 'reminder', 'trainerChanged', 'strike', 'blocked', 'offered', 'released'));

-- Notices held back by the club's quiet hours, sent by the waiting-list job once deliver_at has come.
CREATE TABLE waiting_notices (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('promoted', 'offered', 'released')),
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  got_training_id int,
  deliver_at timestamptz NOT NULL
);
CREATE INDEX waiting_notices_due ON waiting_notices (deliver_at, id);

-- Waiting places to leave that a promotion could not leave at once, because another transaction held that class
-- row (waiting for it would risk a deadlock, so would the share lock of a foreign key to it); the waiting-list
-- job leaves them moments later, and drops those whose class is gone.
CREATE TABLE waiting_releases (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  training_id int NOT NULL,
  got_training_id int NOT NULL
);
CREATE INDEX waiting_releases_class ON waiting_releases (training_id, user_id);
