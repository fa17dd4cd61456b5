-- The member's calendar feed (issue #37): one private address per member, whose token only the member's
-- calendar app knows. Only the token's hash is stored, so the database alone opens no feed; renewing replaces
-- the hash (the old address stops working at once), turning it off deletes the row.
CREATE TABLE calendar_feeds (
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- the feed's texts ("waiting list", "cancelled") in the language the member used when they made the address
  language text NOT NULL CHECK (language IN ('et', 'en', 'lv')),
  created_at timestamptz NOT NULL,
  -- when a calendar last read it, so the member can see that theirs does
  last_fetched_at timestamptz,
  PRIMARY KEY (tenant, user_id)
);

-- A class's revision and the time of its last change, for the feed's SEQUENCE and LAST-MODIFIED: a calendar
-- app that already has the class sees that it changed. Counted by a trigger, so every way a class changes
-- (the admin's form, a cancel, a trainer handed over) counts without each having to remember it. It fires only
-- for the columns a member's calendar shows, never for booked_count, so booking does not pay for it.
ALTER TABLE trainings ADD COLUMN revision int NOT NULL DEFAULT 0, ADD COLUMN changed_at timestamptz;

CREATE FUNCTION trainings_revision() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER trainings_revision BEFORE UPDATE OF name, name_prefix, club_id, room_id, trainer_id, start_at, end_at,
  public_comment, cancelled_at ON trainings FOR EACH ROW EXECUTE FUNCTION trainings_revision();
