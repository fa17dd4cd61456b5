-- Each class carries its number of booked and waiting registrations, kept by statement-level
-- triggers so no code path can forget them. The booking statement locks the class row
-- (SELECT ... FOR UPDATE) and reads these counts from it: a locked row is re-read at its newest
-- committed version, so the check and the insert happen in one round trip and capacity holds
-- under any concurrency.
ALTER TABLE trainings
  ADD COLUMN booked_count int NOT NULL DEFAULT 0,
  ADD COLUMN waiting_count int NOT NULL DEFAULT 0;

UPDATE trainings t SET
  booked_count = (SELECT count(*) FROM registrations g WHERE g.training_id = t.id AND g.status = 'booked'),
  waiting_count = (SELECT count(*) FROM registrations g WHERE g.training_id = t.id AND g.status = 'waiting');

CREATE FUNCTION registration_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trainings t SET booked_count = t.booked_count + d.booked, waiting_count = t.waiting_count + d.waiting
  FROM (SELECT training_id, count(*) FILTER (WHERE status = 'booked')::int AS booked,
          count(*) FILTER (WHERE status = 'waiting')::int AS waiting
        FROM new_rows GROUP BY training_id) d
  WHERE t.id = d.training_id AND (d.booked <> 0 OR d.waiting <> 0);
  RETURN NULL;
END $$;

CREATE FUNCTION registration_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trainings t SET booked_count = t.booked_count + d.booked, waiting_count = t.waiting_count + d.waiting
  FROM (SELECT training_id, sum(booked)::int AS booked, sum(waiting)::int AS waiting FROM (
          SELECT training_id, (status = 'booked')::int AS booked, (status = 'waiting')::int AS waiting FROM new_rows
          UNION ALL
          SELECT training_id, -(status = 'booked')::int, -(status = 'waiting')::int FROM old_rows
        ) x GROUP BY training_id) d
  WHERE t.id = d.training_id AND (d.booked <> 0 OR d.waiting <> 0);
  RETURN NULL;
END $$;

CREATE FUNCTION registration_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE trainings t SET booked_count = t.booked_count - d.booked, waiting_count = t.waiting_count - d.waiting
  FROM (SELECT training_id, count(*) FILTER (WHERE status = 'booked')::int AS booked,
          count(*) FILTER (WHERE status = 'waiting')::int AS waiting
        FROM old_rows GROUP BY training_id) d
  WHERE t.id = d.training_id AND (d.booked <> 0 OR d.waiting <> 0);
  RETURN NULL;
END $$;

CREATE TRIGGER registrations_count_insert AFTER INSERT ON registrations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registration_counts_insert();
CREATE TRIGGER registrations_count_update AFTER UPDATE ON registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION registration_counts_update();
CREATE TRIGGER registrations_count_delete AFTER DELETE ON registrations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION registration_counts_delete();
