-- The live body, applied on every start (server/db/live-functions.ts); new in the live files, no migration.
-- One turn of the standing-booking job (server/domain/standing/standing-job.ts), in one statement, so the classes'
-- locks are held only while it runs. As several statements in a transaction, at an opening burst each waited for
-- the server's event loop, busy with the taps, and the locks were held 380-650 ms: every batch of taps touching
-- one of those classes waited for them (docs/performance.md).
-- 1. The standing bookings due at p_now, at most p_limit, each with the next class of its series that starts
--    later than now, whose booking opened since the standing booking started and by now, not handled yet;
--    locked with SKIP LOCKED (another process has the others); the earliest opening first, and within a class
--    the standing booking made first.
-- 2. Their classes, then their members, locked in ascending id: book_places' lock order (book_places.sql).
-- 3. book_place for each one not paused and not handled meanwhile by another process, in that order, with the
--    standing booking's id: every rule of a tap.
-- 4. A run for each, so no class is handled twice, and the member's in-app notice where one is due: a place
--    booked or in the waiting list, or a refusal named in p_told_refusals (the contract's list, kept there).
-- The answer is a json array in that order: each standing booking's member, class and tenant, the verdict
-- ('paused' for one in a pause, 'classNotFound' when book_place found no class), blocked_until, and the notice's
-- kind (null when none).
CREATE OR REPLACE FUNCTION book_standing_due(p_now timestamptz, p_limit int, p_told_refusals text[])
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ids int[];
  v_tenants text[];
  v_users int[];
  v_trainings int[];
  v_paused boolean[];
  v_booking json;
  v_verdict text;
  v_blocked_until timestamptz;
  v_notice text;
  v_answers json[] := '{}';
BEGIN
  SELECT array_agg(due.id ORDER BY due.opens_at, due.training_id, due.id),
    array_agg(due.tenant ORDER BY due.opens_at, due.training_id, due.id),
    array_agg(due.user_id ORDER BY due.opens_at, due.training_id, due.id),
    array_agg(due.training_id ORDER BY due.opens_at, due.training_id, due.id),
    array_agg(due.paused ORDER BY due.opens_at, due.training_id, due.id)
  INTO v_ids, v_tenants, v_users, v_trainings, v_paused
  FROM (
    SELECT s.id, s.tenant, s.user_id, t.id AS training_id, t.opens_at,
      coalesce((t.start_at AT TIME ZONE c.time_zone)::date <= s.paused_until, false) AS paused
    FROM standing_bookings s
    JOIN clubs c ON c.id = s.club_id
    CROSS JOIN LATERAL (
      SELECT t.id, t.start_at,
        ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone
          AS opens_at
      FROM trainings t
      WHERE t.series_id = s.series_id AND t.tenant = s.tenant AND t.start_at > p_now AND t.start_at >= s.starts_from
        AND ((t.start_at AT TIME ZONE c.time_zone) - c.booking_window_days * interval '1 day') AT TIME ZONE c.time_zone
          BETWEEN s.starts_from AND p_now
        AND NOT EXISTS (SELECT 1 FROM standing_booking_runs r WHERE r.standing_id = s.id AND r.training_id = t.id)
      ORDER BY t.start_at, t.id LIMIT 1
    ) t
    WHERE s.stopped_at IS NULL
    ORDER BY t.opens_at, t.id, s.id
    LIMIT p_limit
    FOR UPDATE OF s SKIP LOCKED
  ) due;
  IF v_ids IS NULL THEN
    RETURN '[]'::json;
  END IF;

  PERFORM 1 FROM trainings t WHERE t.id = ANY (v_trainings) ORDER BY t.id FOR UPDATE;
  PERFORM 1 FROM users u WHERE u.id = ANY (v_users) ORDER BY u.id FOR NO KEY UPDATE;

  FOR i IN 1..array_length(v_ids, 1) LOOP
    -- Handled meanwhile by another process: its run committed after the select above took its snapshot but
    -- before this one locked the standing booking. This statement's snapshot, newer than the lock, sees it.
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM standing_booking_runs r WHERE r.standing_id = v_ids[i] AND r.training_id = v_trainings[i]
    );
    v_blocked_until := NULL;
    IF v_paused[i] THEN
      v_verdict := 'paused';
    ELSE
      v_booking := book_place(v_trainings[i], v_tenants[i], v_users[i], p_now, true, v_ids[i]);
      v_verdict := coalesce(v_booking->>'result', 'classNotFound');
      v_blocked_until := (v_booking->>'blocked_until')::timestamptz;
    END IF;
    INSERT INTO standing_booking_runs (standing_id, training_id, tenant, result, ran_at)
    VALUES (v_ids[i], v_trainings[i], v_tenants[i], v_verdict, p_now);
    v_notice := CASE
      WHEN v_verdict = 'booked' THEN 'standingBooked'
      WHEN v_verdict = 'waiting' THEN 'standingWaiting'
      WHEN v_verdict = ANY (p_told_refusals) THEN 'standingRefused'
    END;
    IF v_notice IS NOT NULL THEN
      INSERT INTO member_notices (tenant, user_id, kind, training_id, refusal, blocked_until)
      VALUES (v_tenants[i], v_users[i], v_notice, v_trainings[i],
        CASE WHEN v_notice = 'standingRefused' THEN v_verdict END,
        CASE WHEN v_notice = 'standingRefused' THEN v_blocked_until END);
    END IF;
    v_answers := v_answers || json_build_object('tenant', v_tenants[i], 'user', v_users[i], 'training', v_trainings[i],
      'verdict', v_verdict, 'blocked_until', v_blocked_until, 'notice', v_notice);
  END LOOP;
  RETURN array_to_json(v_answers);
END $$;
