-- Booking engine: counting a class's places and ranking its queue read registrations by class and
-- status in queue order; availability checks read classes by room and by trainer over time.
CREATE INDEX IF NOT EXISTS registrations_training_queue ON registrations (training_id, status, queued_at, id);
CREATE INDEX IF NOT EXISTS trainings_room_time ON trainings (room_id, start_at);
CREATE INDEX IF NOT EXISTS trainings_trainer_time ON trainings (trainer_id, start_at);
CREATE INDEX IF NOT EXISTS sms_outbox_unsent ON sms_outbox (tenant, id) WHERE sent_at IS NULL;

-- Each class carries its number of booked and waiting registrations, kept by a row-level trigger
-- so no code path can forget them (a row-level trigger keeps its plan; a statement-level one with
-- transition tables re-plans on every booking). Presence changes do not fire it. The booking
-- statement locks the class row (SELECT ... FOR UPDATE) and reads these counts from it: a locked
-- row is re-read at its newest committed version, so check and insert happen in one round trip
-- and capacity holds under any concurrency.
ALTER TABLE trainings
  ADD COLUMN booked_count int NOT NULL DEFAULT 0,
  ADD COLUMN waiting_count int NOT NULL DEFAULT 0;

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

-- book_place locks the class row, then the member row, so the member's own limits (active,
-- same-day, same-type) hold when one member books two classes at once. Lock order is always
-- class, then member; nothing else locks class rows before member rows.
CREATE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean)
RETURNS TABLE (
  result text, registration_id int, waiting_place int,
  training_id int, start_at timestamptz, end_at timestamptz, name text, name_prefix text, style_color text,
  trainer_name text, training_type text, club_name text, time_zone text, room_name text,
  cancel_deadline_hours int, cancelled_at timestamptz
)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  k record;
  v_status int;
  v_already boolean;
  v_active int;
  v_same_day int;
  v_same_type int;
  v_placement text;
  v_id int;
  v_place int;
BEGIN
  SELECT t.id, t.start_at, t.end_at, t.cancelled_at, t.max_places, t.waiting_list_allowed, t.training_type,
    t.booked_count, t.waiting_count, c.active_bookings_limit, c.same_day_limit, c.same_type_per_day_limit,
    ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS opens_at,
    date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
    (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end
  INTO k
  FROM trainings t JOIN clubs c ON c.id = t.club_id
  WHERE t.id = p_training AND t.tenant = p_tenant
  FOR UPDATE OF t;
  IF NOT FOUND THEN
    RETURN; -- no row: classNotFound
  END IF;

  -- the member's row too: two bookings by one member (of different classes) take turns here, so
  -- the limit counts below include the member's other booking
  SELECT u.status INTO v_status FROM users u WHERE u.id = p_user AND u.tenant = p_tenant FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_status <> 0 THEN
    v_placement := 'registeringNotAllowed';
  ELSIF k.cancelled_at IS NOT NULL
     OR (p_member AND (p_now >= k.start_at OR p_now < k.opens_at))
     OR (NOT p_member AND p_now >= k.end_at) THEN
    v_placement := 'classNotOpenForBooking';
  ELSE
    SELECT count(*) FILTER (WHERE x.id = k.id) > 0,
      count(*) FILTER (WHERE x.id <> k.id AND x.start_at > p_now),
      count(*) FILTER (WHERE x.start_at >= k.day_start AND x.start_at < k.day_end),
      count(*) FILTER (WHERE x.start_at >= k.day_start AND x.start_at < k.day_end AND x.training_type = k.training_type)
    INTO v_already, v_active, v_same_day, v_same_type
    FROM registrations g JOIN trainings x ON x.id = g.training_id
    WHERE g.tenant = p_tenant AND g.user_id = p_user AND g.status <> 'cancelled'
      AND (x.id = k.id OR (x.cancelled_at IS NULL AND (x.start_at > p_now OR (x.start_at >= k.day_start AND x.start_at < k.day_end))));

    IF v_already THEN
      v_placement := 'userAlreadyRegistered';
    ELSIF p_member AND v_active >= k.active_bookings_limit THEN
      v_placement := 'registeringLimitExceeded';
    ELSIF p_member AND v_same_day >= k.same_day_limit THEN
      v_placement := 'sameDayRegisteringLimitExceeded';
    ELSIF p_member AND v_same_type >= k.same_type_per_day_limit THEN
      v_placement := 'sameTrainingTypePerDayLimitExceeded';
    ELSIF k.booked_count < k.max_places THEN
      v_placement := 'booked';
    ELSIF k.waiting_list_allowed THEN
      v_placement := 'waiting';
    ELSE
      v_placement := 'noFreePlaces';
    END IF;
  END IF;

  IF v_placement IN ('booked', 'waiting') THEN
    INSERT INTO registrations (tenant, training_id, user_id, status)
    VALUES (p_tenant, k.id, p_user, v_placement)
    RETURNING id INTO v_id;
    v_place := CASE WHEN v_placement = 'waiting' THEN k.waiting_count + 1 END;
  END IF;
  RETURN QUERY
    SELECT v_placement, v_id, v_place, t.id, t.start_at, t.end_at, t.name, t.name_prefix, s.color, tr.name,
      t.training_type, c.name, c.time_zone, r.name, c.cancel_deadline_hours, t.cancelled_at
    FROM trainings t
    JOIN clubs c ON c.id = t.club_id
    JOIN rooms r ON r.id = t.room_id
    LEFT JOIN trainers tr ON tr.id = t.trainer_id
    LEFT JOIN training_styles s ON s.id = t.style_id
    WHERE t.id = k.id;
END $$;
