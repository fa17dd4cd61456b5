-- The booking rules of DESIGN.md §6 in one function: one round trip per booking, and its
-- statements keep their plans for the session (parsing and planning a large statement on every
-- booking cost more than running it). It runs in the caller's transaction.
--
-- Concurrency: the class row is locked first (SELECT ... FOR UPDATE); every booking of one class
-- queues there in arrival order. A locked row is read at its newest committed version, and each
-- later statement of this VOLATILE function takes a fresh snapshot, so the counts include every
-- earlier holder of the lock. queued_at defaults to clock_timestamp(), taken under the lock, so
-- the waiting list is in arrival order.
--
-- Day limits use the club's local midnight to midnight (a 23- or 25-hour day across a DST change
-- is still one day). p_member false is staff registering at the door: no booking window (until
-- the class ends) and no per-member limits; capacity and account status still hold.
-- Answers the SPEC.md §8 key of the first refusing rule, or 'booked' / 'waiting'.
CREATE OR REPLACE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean)
RETURNS TABLE (out_result text, out_registration_id int, out_waiting_place int)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k record;
  v_status int;
  v_already boolean;
  v_active int;
  v_same_day int;
  v_same_type int;
  v_placement text;
  v_id int;
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
    RETURN QUERY SELECT 'classNotFound'::text, NULL::int, NULL::int;
    RETURN;
  END IF;

  SELECT u.status INTO v_status FROM users u WHERE u.id = p_user AND u.tenant = p_tenant;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'classNotFound'::text, NULL::int, NULL::int;
    RETURN;
  END IF;
  IF v_status <> 0 THEN
    RETURN QUERY SELECT 'registeringNotAllowed'::text, NULL::int, NULL::int;
    RETURN;
  END IF;
  IF k.cancelled_at IS NOT NULL
     OR (p_member AND (p_now >= k.start_at OR p_now < k.opens_at))
     OR (NOT p_member AND p_now >= k.end_at) THEN
    RETURN QUERY SELECT 'classNotOpenForBooking'::text, NULL::int, NULL::int;
    RETURN;
  END IF;

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
  IF v_placement NOT IN ('booked', 'waiting') THEN
    RETURN QUERY SELECT v_placement, NULL::int, NULL::int;
    RETURN;
  END IF;

  INSERT INTO registrations (tenant, training_id, user_id, status)
  VALUES (p_tenant, k.id, p_user, v_placement)
  RETURNING id INTO v_id;
  RETURN QUERY SELECT v_placement, v_id, CASE WHEN v_placement = 'waiting' THEN k.waiting_count + 1 END;
END $$;
