-- One implementation of the docs/behaviour.md#booking-verdicts booking rules for two callers: book_place (the booking
-- itself) and the schedule's bookability answer (what the member may do with each class before
-- they tap). booking_verdict decides from the facts; member_booking_counts gathers the member's
-- own facts; book_place locks, asks both, and inserts. The verdict names the finer reason the app
-- shows (window not open yet, booking closed, class cancelled); the booking maps it to its error key.

-- The member's registrations that the limits count, for one class: whether they already hold a
-- place in it, their other active future places, and their places on the class's club day (all and
-- of the class's training type). Driven by the member's own registrations (a handful) and each
-- one's class by primary key: OFFSET 0 keeps the planner from turning it round into a scan of every
-- class, which it does while the tables are small and still unanalysed.
CREATE FUNCTION member_booking_counts(p_tenant text, p_user int, p_training int, p_training_type text,
  p_day_start timestamptz, p_day_end timestamptz, p_now timestamptz,
  OUT already boolean, OUT active int, OUT same_day int, OUT same_type int)
LANGUAGE sql STABLE AS $$
  SELECT count(*) FILTER (WHERE x.id = p_training) > 0,
    (count(*) FILTER (WHERE x.id <> p_training AND x.start_at > p_now))::int,
    (count(*) FILTER (WHERE x.start_at >= p_day_start AND x.start_at < p_day_end))::int,
    (count(*) FILTER (WHERE x.start_at >= p_day_start AND x.start_at < p_day_end AND x.training_type = p_training_type))::int
  FROM registrations g
  CROSS JOIN LATERAL (
    SELECT y.id, y.start_at, y.training_type, y.cancelled_at FROM trainings y WHERE y.id = g.training_id OFFSET 0
  ) x
  WHERE g.tenant = p_tenant AND g.user_id = p_user AND g.status <> 'cancelled'
    AND (x.id = p_training OR (x.cancelled_at IS NULL AND (x.start_at > p_now OR (x.start_at >= p_day_start AND x.start_at < p_day_end))))
$$;

-- The first rule that refuses, in docs/behaviour.md#booking-verdicts order, else where the place would go ('booked' or
-- 'waiting'). Staff (p_member false) register past the window and the member's limits until the end.
CREATE FUNCTION booking_verdict(p_member_status int, p_cancelled boolean, p_start timestamptz, p_end timestamptz,
  p_opens timestamptz, p_now timestamptz, p_member boolean, p_already boolean, p_active int, p_same_day int,
  p_same_type int, p_active_limit int, p_same_day_limit int, p_same_type_limit int, p_booked int, p_max int,
  p_waiting_allowed boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_member_status <> 0 THEN 'accountNotActive'
    WHEN p_cancelled THEN 'classCancelled'
    WHEN p_member AND p_now < p_opens THEN 'bookingNotOpenYet'
    WHEN (p_member AND p_now >= p_start) OR (NOT p_member AND p_now >= p_end) THEN 'bookingClosed'
    WHEN p_already THEN 'userAlreadyRegistered'
    WHEN p_member AND p_active >= p_active_limit THEN 'registeringLimitExceeded'
    WHEN p_member AND p_same_day >= p_same_day_limit THEN 'sameDayRegisteringLimitExceeded'
    WHEN p_member AND p_same_type >= p_same_type_limit THEN 'sameTrainingTypePerDayLimitExceeded'
    WHEN p_booked < p_max THEN 'booked'
    WHEN p_waiting_allowed THEN 'waiting'
    ELSE 'noFreePlaces'
  END
$$;

-- book_place as in 003 (same locks, same answer), with its rules now asked of booking_verdict.
CREATE OR REPLACE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k record;
  n record;
  v_placement text;
  v_id int;
  v_place int;
BEGIN
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

  SELECT * INTO n FROM member_booking_counts(p_tenant, p_user, k.id, k.training_type, k.day_start, k.day_end, p_now);
  v_placement := booking_verdict(k.member_status, k.cancelled_at IS NOT NULL, k.start_at, k.end_at, k.opens_at, p_now,
    p_member, n.already, n.active, n.same_day, n.same_type, k.active_bookings_limit, k.same_day_limit,
    k.same_type_per_day_limit, k.booked_count, k.max_places, k.waiting_list_allowed);

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
