-- book_place answers one json value and takes its locks and display columns in one statement
-- (the second-session changes for the PostgreSQL throughput target; 002 stays as it first landed,
-- so data folders made by that version upgrade in place). The return type changes, so the old
-- function is dropped rather than replaced.
DROP FUNCTION IF EXISTS book_place(int, text, int, timestamptz, boolean);

-- book_place locks the class row, then the member row, so the member's own limits (active,
-- same-day, same-type) hold when one member books two classes at once. Lock order is always
-- class, then member; nothing else locks class rows before member rows. Both are locked by one
-- statement: its LockRows takes the rows in the order of the locking clauses (class first), and
-- after waiting for either it re-reads both at their newest committed versions.
-- The answer is one json object (result, registration_id, waiting_place and the record's display
-- columns), or NULL when the class or member is not found: one value for the driver to describe and
-- parse instead of sixteen columns, and no set-returning machinery around a single row.
CREATE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k record;
  v_already boolean;
  v_active int;
  v_same_day int;
  v_same_type int;
  v_placement text;
  v_id int;
  v_place int;
BEGIN
  -- the display columns of the answer come with the lock: nothing else changes a locked class row
  -- (the count trigger touches only the counts), so reading them again after the insert would
  -- cost a second five-table join for the same values
  SELECT t.id, t.start_at, t.end_at, t.cancelled_at, t.max_places, t.waiting_list_allowed, t.training_type,
    t.booked_count, t.waiting_count, c.active_bookings_limit, c.same_day_limit, c.same_type_per_day_limit,
    ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS opens_at,
    date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
    (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end,
    t.name, t.name_prefix, s.color AS style_color, tr.name AS trainer_name, c.name AS club_name, c.time_zone,
    r.name AS room_name, c.cancel_deadline_hours, u.status AS member_status
  INTO k
  FROM trainings t
  JOIN clubs c ON c.id = t.club_id
  JOIN rooms r ON r.id = t.room_id
  LEFT JOIN trainers tr ON tr.id = t.trainer_id
  LEFT JOIN training_styles s ON s.id = t.style_id
  -- the member's row too: two bookings by one member (of different classes) take turns here, so
  -- the limit counts below (a later statement, so a newer snapshot) include the member's other booking
  CROSS JOIN users u
  WHERE t.id = p_training AND t.tenant = p_tenant AND u.id = p_user AND u.tenant = p_tenant
  FOR UPDATE OF t FOR NO KEY UPDATE OF u;
  IF NOT FOUND THEN
    RETURN NULL; -- classNotFound (an unknown member too)
  END IF;

  IF k.member_status <> 0 THEN
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
    -- driven by the member's own registrations (a handful) and each one's class by primary key:
    -- OFFSET 0 keeps the planner from turning it round into a scan of every class, which it does
    -- while the tables are small and still unanalysed, with the plan then kept for the connection
    FROM registrations g
    CROSS JOIN LATERAL (
      SELECT y.id, y.start_at, y.training_type, y.cancelled_at FROM trainings y WHERE y.id = g.training_id OFFSET 0
    ) x
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
  RETURN json_build_object(
    'result', v_placement, 'registration_id', v_id, 'waiting_place', v_place,
    'training_id', k.id, 'start_at', k.start_at, 'end_at', k.end_at, 'name', k.name, 'name_prefix', k.name_prefix,
    'style_color', k.style_color, 'trainer_name', k.trainer_name, 'training_type', k.training_type,
    'club_name', k.club_name, 'time_zone', k.time_zone, 'room_name', k.room_name,
    'cancel_deadline_hours', k.cancel_deadline_hours, 'cancelled_at', k.cancelled_at);
END $$;
