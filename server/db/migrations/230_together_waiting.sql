-- "Together or not at all" (issue 38 point 2): a guardian books a group of their family into a class so that all
-- get places or none does. A group that does not fit waits as one entry of the waiting list: one queue position,
-- whatever its size. A freed place goes to the first entry it fits whole; by default an entry too big for the
-- free places lets those behind it who need fewer go first, or (the club's choice) the queue keeps strict order
-- and the places wait for the entry at its head. Strict order is the club's, not a type's: it is about fairness
-- between members of one queue, which is the same for every kind of class (by-type rules, 155, stay as whole).
ALTER TABLE clubs ADD COLUMN waiting_strict_order boolean NOT NULL DEFAULT false;

-- A group entry: the guardian who asked, and the instant its members joined the queue (one for all of them).
CREATE TABLE waiting_groups (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  guardian_id int REFERENCES users(id) ON DELETE SET NULL,
  queued_at timestamptz NOT NULL
);
CREATE INDEX waiting_groups_training ON waiting_groups (training_id);
CREATE INDEX waiting_groups_guardian ON waiting_groups (tenant, guardian_id);

-- The group a registration waits (or was offered, or got its place) with; null for a booking on its own.
ALTER TABLE registrations ADD COLUMN together_id int REFERENCES waiting_groups(id) ON DELETE SET NULL;
CREATE INDEX registrations_together ON registrations (together_id) WHERE together_id IS NOT NULL;

-- The waiting list's entries before a registration joins it: a group counts once (its id negated, so it never
-- meets a registration's id), anyone else once each.
CREATE FUNCTION waiting_entries(p_training int, p_except_group int DEFAULT NULL)
RETURNS int LANGUAGE sql STABLE AS $$
  SELECT count(DISTINCT COALESCE(-w.together_id, w.id))::int FROM registrations w
  WHERE w.training_id = p_training AND w.status = 'waiting'
    AND (p_except_group IS NULL OR w.together_id IS DISTINCT FROM p_except_group)
$$;

-- book_place as in 130 (same locks, same rules, same answer), and:
-- * p_group: the person joins that waiting group: the class counts as full for them (they wait with their group,
--   or are refused noFreePlaces where the class has no waiting list), their place in the queue is the group's;
-- * strict order: while anyone waits in a club that keeps strict order, free places are held for the queue, so a
--   new booking waits behind it instead of taking them;
-- * waiting_place counts entries (a group once).
DROP FUNCTION book_place(int, text, int, timestamptz, boolean, int);
CREATE FUNCTION book_place(p_training int, p_tenant text, p_user int, p_now timestamptz, p_member boolean,
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
    c.standing_share_percent, c.waiting_strict_order
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

  IF v_placement = 'waiting' THEN
    v_place := waiting_entries(k.id, p_group) + 1;
    SELECT queued_at INTO v_queued_at FROM waiting_groups WHERE id = p_group;
  END IF;
  IF v_placement IN ('booked', 'waiting') THEN
    INSERT INTO registrations (tenant, training_id, user_id, status, standing_id, together_id, queued_at)
    VALUES (p_tenant, k.id, p_user, v_placement, p_standing, p_group, coalesce(v_queued_at, clock_timestamp()))
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

-- Books a group together or not at all. Each person goes through book_place with their own id, so every rule of
-- theirs decides; the class row is locked first and the members in ascending id order (book_places' order, 071).
-- The whole group fits (free places, and in strict order no one waiting): each is booked. It does not fit: they
-- join one new waiting group (or, with no waiting list, are refused noFreePlaces). If anyone is refused by a rule
-- of theirs, everything done for the group is undone (a subtransaction) and no one holds a place.
-- Answers {placed, together_id, results: book_place's answer per person in p_users' order}; null: class not found.
CREATE FUNCTION book_group(p_training int, p_tenant text, p_users int[], p_guardian int, p_now timestamptz,
  p_member boolean)
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  k record;
  v_group int;
  v_answer json;
  v_answers json[] := '{}';
  v_placed boolean := true;
  v_user int;
BEGIN
  SELECT t.id, t.max_places - t.booked_count AS free, t.waiting_count, c.waiting_strict_order INTO k
  FROM trainings t JOIN clubs c ON c.id = t.club_id
  WHERE t.id = p_training AND t.tenant = p_tenant FOR UPDATE OF t;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = ANY(p_users) AND u.tenant = p_tenant ORDER BY u.id FOR NO KEY UPDATE OF u;
  BEGIN
    IF k.free < cardinality(p_users) OR (k.waiting_strict_order AND k.waiting_count > 0) THEN
      INSERT INTO waiting_groups (tenant, training_id, guardian_id, queued_at)
      VALUES (p_tenant, p_training, p_guardian, clock_timestamp()) RETURNING id INTO v_group;
    END IF;
    FOREACH v_user IN ARRAY p_users LOOP
      v_answer := book_place(p_training, p_tenant, v_user, p_now, p_member, NULL, v_group);
      IF v_answer IS NULL THEN
        v_answer := json_build_object('result', 'classNotFound');
      END IF;
      v_answers := v_answers || v_answer;
      v_placed := v_placed AND (v_answer->>'result') IN ('booked', 'waiting');
    END LOOP;
    IF NOT v_placed THEN
      RAISE EXCEPTION 'group not placed' USING ERRCODE = 'P0001';
    END IF;
  EXCEPTION WHEN raise_exception THEN
    v_group := NULL;
  END;
  RETURN json_build_object('placed', v_placed, 'together_id', v_group, 'results', array_to_json(v_answers));
END $$;

-- The waiting registrations a class's p_free free places go to, in queue order (queued_at, id; a group by its
-- first): an entry gets places only whole. An entry that does not fit lets those behind it go first, or, in
-- strict order, ends the turn (the places wait for it). Entries with a member whose online booking the club's
-- strike rules block are passed over as before (promote-waiting.ts tells them).
CREATE FUNCTION waiting_to_promote(p_training int, p_free int, p_strict boolean, p_strikes boolean, p_club int,
  p_now timestamptz)
RETURNS TABLE (id int, user_id int, together_id int)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  e record;
  v_left int := p_free;
BEGIN
  FOR e IN
    SELECT array_agg(g.id ORDER BY g.id) AS ids, array_agg(g.user_id ORDER BY g.id) AS users, max(g.together_id) AS grp,
      bool_or(p_strikes AND EXISTS (SELECT 1 FROM member_strikes m
        WHERE m.user_id = g.user_id AND m.club_id = p_club AND m.blocks_until > p_now)) AS blocked
    FROM registrations g
    WHERE g.training_id = p_training AND g.status = 'waiting'
    GROUP BY COALESCE(-g.together_id, g.id)
    ORDER BY min(g.queued_at), min(g.id)
  LOOP
    EXIT WHEN v_left <= 0;
    CONTINUE WHEN e.blocked;
    IF cardinality(e.ids) > v_left THEN
      EXIT WHEN p_strict;
      CONTINUE;
    END IF;
    v_left := v_left - cardinality(e.ids);
    RETURN QUERY SELECT x.id, x.user_id, e.grp FROM unnest(e.ids, e.users) AS x(id, user_id);
  END LOOP;
END $$;
