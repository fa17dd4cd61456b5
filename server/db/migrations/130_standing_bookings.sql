-- Standing bookings (issue 37 point 1): "book every week" on a class of a weekly series. The standing-booking
-- job books the member into each next class of the series at the instant its booking opens, through
-- book_place (below), so with every rule of a tap and the same answer.

-- Per club: the share of a class's places standing bookings may take (rounded down: 50 % of 15 is 7), so
-- members who book by hand still find places; 0 turns standing bookings off. And the no-shows in standing
-- places (strikes of kind noShow, migration 110) after which a standing booking stops itself (null: never).
ALTER TABLE clubs
  ADD COLUMN standing_share_percent int NOT NULL DEFAULT 50 CHECK (standing_share_percent BETWEEN 0 AND 100),
  ADD COLUMN standing_no_show_limit int DEFAULT 2 CHECK (standing_no_show_limit >= 1);

CREATE TABLE standing_bookings (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  series_id int NOT NULL REFERENCES training_series(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  -- classes whose booking opened before this are the member's to book by hand
  starts_from timestamptz NOT NULL,
  -- paused (holidays): classes on this day (in the club's zone) and before are skipped
  paused_until date,
  stopped_at timestamptz,
  stop_reason text CHECK (stop_reason IN ('member', 'noShows')),
  CHECK ((stopped_at IS NULL) = (stop_reason IS NULL))
);
-- one standing booking at a time per member and series
CREATE UNIQUE INDEX standing_bookings_one_active ON standing_bookings (user_id, series_id) WHERE stopped_at IS NULL;
CREATE INDEX standing_bookings_member ON standing_bookings (tenant, user_id);
CREATE INDEX standing_bookings_active ON standing_bookings (series_id) WHERE stopped_at IS NULL;

-- Each class a standing booking handled, once (the primary key): a second job process, or a run after a
-- crash, finds it done and books no one twice. result: the booking's verdict, or 'paused'.
CREATE TABLE standing_booking_runs (
  standing_id int NOT NULL REFERENCES standing_bookings(id) ON DELETE CASCADE,
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  tenant text NOT NULL,
  result text NOT NULL,
  ran_at timestamptz NOT NULL,
  PRIMARY KEY (standing_id, training_id)
);
CREATE INDEX standing_booking_runs_training ON standing_booking_runs (training_id);

-- The standing booking that made a place (null: booked by hand or by staff): the participants lists mark it,
-- the cap above counts it, and its no-shows stop the standing booking.
ALTER TABLE registrations ADD COLUMN standing_id int REFERENCES standing_bookings(id) ON DELETE SET NULL;
CREATE INDEX registrations_standing ON registrations (standing_id) WHERE standing_id IS NOT NULL;

-- Notices of a booking made (booked or waiting), refused (with the verdict's reason) and of a standing
-- booking stopped after no-shows. The kind lists are whole: they keep 110's and 120's kinds.
ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check;
ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check
  CHECK (kind IN ('promoted', 'cancelled', 'changed', 'strike', 'blocked', 'offered', 'released',
    'standingBooked', 'standingWaiting', 'standingRefused', 'standingStopped'));
ALTER TABLE member_notices ADD COLUMN refusal text;

ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
  CHECK (kind IN ('promoted', 'changed', 'cancelled', 'reminder', 'trainerChanged', 'strike', 'blocked', 'offered',
    'released', 'standingBooked', 'standingWaiting', 'standingRefused', 'standingStopped'));

-- book_place as in 110 (same locks, same rules, same answer) with the standing booking that asks (p_standing,
-- null for a tap or staff): its place is marked with it, and it is refused 'standingPlacesTaken' when a free
-- place would go beyond the club's standing share. A waiting place is not capped: it takes no place. The old
-- five-argument function goes, so a call with five arguments (book_places, 071) reaches this one.
DROP FUNCTION book_place(int, text, int, timestamptz, boolean);
CREATE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean,
  p_standing int DEFAULT NULL)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k record;
  n record;
  v_placement text;
  v_id int;
  v_place int;
  v_blocked_until timestamptz;
BEGIN
  SELECT t.id, t.start_at, t.end_at, t.cancelled_at, t.max_places, t.waiting_list_allowed, t.training_type,
    t.booked_count, t.waiting_count, c.active_bookings_limit, c.same_day_limit, c.same_type_per_day_limit,
    ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone AS opens_at,
    date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
    (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end,
    t.name, t.name_prefix, s.color AS style_color, tr.name AS trainer_name, c.name AS club_name, c.time_zone,
    r.name AS room_name, c.cancel_deadline_hours, u.status AS member_status, t.club_id, c.strikes_enabled,
    c.standing_share_percent
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

  -- a later statement than the lock, so a newer snapshot: it sees the member's other booking that held the lock
  n := member_booking_counts(p_tenant, p_user, k.id, k.training_type, k.day_start, k.day_end, p_now);
  v_placement := booking_verdict(k.member_status, k.cancelled_at IS NOT NULL, k.start_at, k.end_at, k.opens_at, p_now,
    p_member, n.already, n.active, n.same_day, n.same_type, k.active_bookings_limit, k.same_day_limit,
    k.same_type_per_day_limit, k.booked_count, k.max_places, k.waiting_list_allowed);
  IF p_member AND k.strikes_enabled THEN
    v_blocked_until := member_blocked_until(p_user, k.club_id, p_now);
    v_placement := blocked_verdict(v_placement, p_member, v_blocked_until IS NOT NULL);
  END IF;
  -- a standing booking takes a free place only within the club's share of the class's places; counted
  -- under the class lock, so two standing bookings never both take the last standing place
  IF p_standing IS NOT NULL AND v_placement = 'booked' AND (
    SELECT count(*) FROM registrations g
    WHERE g.training_id = k.id AND g.standing_id IS NOT NULL AND g.status IN ('booked', 'offered')
  ) >= k.max_places * k.standing_share_percent / 100 THEN
    v_placement := 'standingPlacesTaken';
  END IF;

  IF v_placement IN ('booked', 'waiting') THEN
    INSERT INTO registrations (tenant, training_id, user_id, status, standing_id)
    VALUES (p_tenant, k.id, p_user, v_placement, p_standing)
    RETURNING id INTO v_id;
    v_place := CASE WHEN v_placement = 'waiting' THEN k.waiting_count + 1 END;
  END IF;
  RETURN json_build_object(
    'result', v_placement, 'registration_id', v_id, 'waiting_place', v_place,
    'training_id', k.id, 'start_at', k.start_at, 'end_at', k.end_at, 'name', k.name, 'name_prefix', k.name_prefix,
    'style_color', k.style_color, 'trainer_name', k.trainer_name, 'training_type', k.training_type,
    'club_name', k.club_name, 'time_zone', k.time_zone, 'room_name', k.room_name,
    'cancel_deadline_hours', k.cancel_deadline_hours, 'cancelled_at', k.cancelled_at,
    'blocked_until', CASE WHEN v_placement = 'bookingBlocked' THEN v_blocked_until END);
END $$;
