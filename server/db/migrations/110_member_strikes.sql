-- No-show and late-cancel rules (issue 37, point 3), per club and off unless the club turns them on.
-- A no-show: a booked place not marked present once the class ended plus the grace, in a class where
-- someone was marked present (a class nobody marked counts no one). A late cancel: the member's own cancel
-- of a booked place at or after late_cancel_hours before the start. Each is a strike; strike_limit strikes
-- counted within strike_window_days block online booking of the club's classes for strike_block_days.
ALTER TABLE clubs
  ADD COLUMN strikes_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN no_show_grace_minutes int NOT NULL DEFAULT 30 CHECK (no_show_grace_minutes >= 0),
  ADD COLUMN late_cancel_hours int NOT NULL DEFAULT 12 CHECK (late_cancel_hours >= 0),
  ADD COLUMN strike_limit int NOT NULL DEFAULT 3 CHECK (strike_limit >= 1),
  ADD COLUMN strike_window_days int NOT NULL DEFAULT 90 CHECK (strike_window_days >= 1),
  ADD COLUMN strike_block_days int NOT NULL DEFAULT 30 CHECK (strike_block_days >= 1),
  -- the first strike within strike_window_days is forgiven (shown, never counted)
  ADD COLUMN strike_forgive_first boolean NOT NULL DEFAULT true,
  -- the no-show job has looked at every class that ended (plus grace) before this; null: not yet. Classes
  -- that ended before the rules were turned on are never looked at.
  ADD COLUMN no_shows_checked_until timestamptz;

-- One row per offence: a registration gives at most one strike (UNIQUE), so a job racing another job, or a
-- cancel, never counts it twice. forgiven and blocks_until are derived (recount_strikes) from the
-- member's strikes not waived; a waived strike keeps its row, with who waived it and why.
CREATE TABLE member_strikes (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  registration_id int NOT NULL UNIQUE REFERENCES registrations(id) ON DELETE CASCADE,
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('noShow', 'lateCancel')),
  counted_at timestamptz NOT NULL,
  forgiven boolean NOT NULL DEFAULT false,
  blocks_until timestamptz,
  waived_at timestamptz,
  waived_by int REFERENCES users(id) ON DELETE SET NULL,
  waive_reason text
);
CREATE INDEX member_strikes_member ON member_strikes (tenant, user_id, club_id, counted_at);
-- book_place asks this for every booking in a club with the rules on: a block is a rare row
CREATE INDEX member_strikes_blocks ON member_strikes (user_id, club_id, blocks_until) WHERE blocks_until IS NOT NULL;
CREATE INDEX member_strikes_training ON member_strikes (training_id);
-- the no-show job reads each club's classes by their end
CREATE INDEX trainings_club_end ON trainings (club_id, end_at);

ALTER TABLE member_notices DROP CONSTRAINT member_notices_kind_check;
ALTER TABLE member_notices ADD CONSTRAINT member_notices_kind_check
  CHECK (kind IN ('promoted', 'cancelled', 'changed', 'strike', 'blocked'));
-- a 'blocked' notice says until when
ALTER TABLE member_notices ADD COLUMN blocked_until timestamptz;

ALTER TABLE push_queue DROP CONSTRAINT push_queue_kind_check;
ALTER TABLE push_queue ADD CONSTRAINT push_queue_kind_check
  CHECK (kind IN ('promoted', 'changed', 'cancelled', 'reminder', 'trainerChanged', 'strike', 'blocked'));

-- Derives forgiven and blocks_until for one member's strikes at one club from the strikes not waived, in
-- the order they counted: forgiven when the club forgives the first and no earlier strike (not waived)
-- counted within the window before it; a strike that is not forgiven and brings the counted strikes
-- within the window before it (itself included) to strike_limit blocks until counted_at + block days.
-- Waiving only removes strikes, so a recount can only forgive more and block less.
CREATE FUNCTION recount_strikes(p_tenant text, p_club int, p_user int)
RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  c record;
BEGIN
  SELECT strike_limit, strike_window_days * interval '1 day' AS win, strike_block_days * interval '1 day' AS block,
    strike_forgive_first
  INTO c FROM clubs WHERE id = p_club AND tenant = p_tenant;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE member_strikes m SET forgiven = m.waived_at IS NULL AND c.strike_forgive_first AND NOT EXISTS (
      SELECT 1 FROM member_strikes o
      WHERE o.tenant = p_tenant AND o.user_id = p_user AND o.club_id = p_club AND o.waived_at IS NULL
        AND (o.counted_at, o.id) < (m.counted_at, m.id) AND o.counted_at > m.counted_at - c.win)
  WHERE m.tenant = p_tenant AND m.user_id = p_user AND m.club_id = p_club;
  UPDATE member_strikes m SET blocks_until = CASE
      WHEN m.waived_at IS NULL AND NOT m.forgiven AND (
        SELECT count(*) FROM member_strikes o
        WHERE o.tenant = p_tenant AND o.user_id = p_user AND o.club_id = p_club AND o.waived_at IS NULL
          AND NOT o.forgiven AND (o.counted_at, o.id) <= (m.counted_at, m.id) AND o.counted_at > m.counted_at - c.win
      ) >= c.strike_limit THEN m.counted_at + c.block
    END
  WHERE m.tenant = p_tenant AND m.user_id = p_user AND m.club_id = p_club;
END $$;

-- The block's place among the booking rules (migration 050's booking_verdict): after the rules about the
-- account, the class and a place already held, before the member's limits and the free places. Staff
-- (p_member false) register a blocked member at the door: the rule blocks online booking only.
CREATE FUNCTION blocked_verdict(p_verdict text, p_member boolean, p_blocked boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_member AND p_blocked AND p_verdict IN ('booked', 'waiting', 'registeringLimitExceeded',
      'sameDayRegisteringLimitExceeded', 'sameTrainingTypePerDayLimitExceeded', 'noFreePlaces') THEN 'bookingBlocked'
    ELSE p_verdict
  END
$$;

-- Until when the member may not book the club's classes online (null: free to book).
CREATE FUNCTION member_blocked_until(p_user int, p_club int, p_now timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT max(blocks_until) FROM member_strikes WHERE user_id = p_user AND club_id = p_club AND blocks_until > p_now
$$;

-- book_place as in 065 (same locks, same rules, same answer), with the block (above) when the club has the
-- rules on, and its end in the answer. The strike job and a cancel write strikes under the member's row
-- lock, which book_place holds too, so a booking sees a strike wholly or not at all.
CREATE OR REPLACE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean)
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
    r.name AS room_name, c.cancel_deadline_hours, u.status AS member_status, t.club_id, c.strikes_enabled
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
    'cancel_deadline_hours', k.cancel_deadline_hours, 'cancelled_at', k.cancelled_at,
    'blocked_until', CASE WHEN v_placement = 'bookingBlocked' THEN v_blocked_until END);
END $$;
