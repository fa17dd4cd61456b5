-- The live body, applied on every start (server/db/live-functions.ts); history in migrations 002, 003, 050, 065, 110, 130, 230, 242.
CREATE OR REPLACE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean,
  p_standing int DEFAULT NULL, p_group int DEFAULT NULL)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k record;
  n record;
  v_placement text;
  v_id int;
  v_place int;
  v_blocked_until timestamptz;
  v_booked int;
  v_queued_at timestamptz;
BEGIN
  SELECT t.id, t.start_at, t.end_at, t.cancelled_at, t.max_places, t.waiting_list_allowed, t.training_type,
    t.booked_count, t.waiting_count, c.active_bookings_limit, c.same_day_limit, c.same_type_per_day_limit,
    ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS opens_at,
    date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
    (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end,
    t.name, t.name_prefix, s.color AS style_color, tr.name AS trainer_name, c.name AS club_name, c.time_zone,
    r.name AS room_name, c.cancel_deadline_hours, u.status AS member_status, t.club_id, c.strikes_enabled,
    c.standing_share_percent, c.waiting_strict_order,
    age_allowed(u.birth_date, t.min_age, t.max_age, (t.start_at AT TIME ZONE c.time_zone)::date) AS age_ok
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

  v_booked := k.booked_count;
  IF p_group IS NOT NULL OR (k.waiting_strict_order AND k.waiting_count > 0) THEN
    v_booked := greatest(v_booked, k.max_places);
  END IF;
  -- a later statement than the lock, so a newer snapshot: it sees the member's other booking that held the lock
  n := member_booking_counts(p_tenant, p_user, k.id, k.training_type, k.day_start, k.day_end, p_now);
  v_placement := booking_verdict(k.member_status, k.cancelled_at IS NOT NULL, k.start_at, k.end_at, k.opens_at, p_now,
    p_member, n.already, n.active, n.same_day, n.same_type, k.active_bookings_limit, k.same_day_limit,
    k.same_type_per_day_limit, v_booked, k.max_places, k.waiting_list_allowed);
  -- the age rule; no birth date on an age-limited class refuses too (age_allowed): the club must know the age
  v_placement := age_verdict(v_placement, p_member, k.age_ok);
  IF p_member AND k.strikes_enabled THEN
    v_blocked_until := member_blocked_until(p_user, k.club_id, p_now);
    v_placement := blocked_verdict(v_placement, p_member, v_blocked_until IS NOT NULL);
  END IF;
  -- a standing booking takes a free place only within the club's share of the class's places; counted
  -- under the class lock, so two standing bookings never both take the last standing place. The count is
  -- an IF of its own: in one condition with `p_standing IS NOT NULL`, a tap's null folded the whole
  -- condition to false, that plan looked cheaper than the kept one, and PostgreSQL planned it anew at
  -- every booking (`npm run bench` on PostgreSQL 15: 0.48–0.58 ms of postgres CPU per booking, 0.41–0.46 without).
  IF p_standing IS NOT NULL AND v_placement = 'booked' THEN
    IF (
      SELECT count(*) FROM registrations g
      WHERE g.training_id = k.id AND g.standing_id IS NOT NULL AND g.status IN ('booked', 'offered')
    ) >= k.max_places * k.standing_share_percent / 100 THEN
      v_placement := 'standingPlacesTaken';
    END IF;
  END IF;

  IF v_placement = 'waiting' THEN
    v_place := waiting_entries(k.id, p_group) + 1;
    IF p_group IS NOT NULL THEN
      SELECT queued_at INTO v_queued_at FROM waiting_groups WHERE id = p_group;
    END IF;
  END IF;
  IF v_placement IN ('booked', 'waiting') THEN
    INSERT INTO registrations (tenant, training_id, user_id, status, standing_id, together_id, queued_at, start_at)
    VALUES (p_tenant, k.id, p_user, v_placement, p_standing, p_group, coalesce(v_queued_at, clock_timestamp()),
      k.start_at)
    RETURNING id INTO v_id;
  END IF;
  RETURN json_build_object(
    'result', v_placement, 'registration_id', v_id, 'waiting_place', v_place,
    'training_id', k.id, 'start_at', k.start_at, 'end_at', k.end_at, 'name', k.name, 'name_prefix', k.name_prefix,
    'style_color', k.style_color, 'trainer_name', k.trainer_name, 'training_type', k.training_type,
    'club_name', k.club_name, 'time_zone', k.time_zone, 'room_name', k.room_name,
    'cancel_deadline_hours', k.cancel_deadline_hours, 'cancelled_at', k.cancelled_at,
    'blocked_until', CASE WHEN v_placement = 'bookingBlocked' THEN v_blocked_until END);
END $$;
