-- The live body, applied on every start (server/db/live-functions.ts); history in migration 073.
-- member_booking_counts (migrations 050, 063) for many classes at once: the schedule asked it once per class
-- of the week, and each call read all of the member's registrations again (issue #35: loops=186 on a large
-- club, 66 of 72 ms). This reads them once per request, keeping what any of the classes' rules can count,
-- and answers each class with the same four facts: the rows a class counts are the member's places that
-- member_booking_counts filters in (the class itself, or not cancelled and either still to come or on the
-- class's club day), and every such row is among those kept (each class's day lies within the days of all).
-- book_place keeps asking member_booking_counts for its one class, under its locks.
-- plpgsql, as member_booking_counts: a SQL-language function's body is planned anew at every call, which
-- was 4 of its 10 ms per week read at a large club (PostgreSQL 15); plpgsql keeps the plan per connection.
CREATE OR REPLACE FUNCTION member_booking_counts_each(p_tenant text, p_user int, p_now timestamptz, p_trainings int[])
RETURNS TABLE (training_id int, already boolean, active int, same_day int, same_type int)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH asked AS MATERIALIZED (
    SELECT t.id, t.training_type,
      date_trunc('day', t.start_at AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS day_start,
      (date_trunc('day', t.start_at AT TIME ZONE c.time_zone) + interval '1 day') AT TIME ZONE c.time_zone AS day_end
    FROM unnest(p_trainings) AS k(id)
    CROSS JOIN LATERAL (SELECT * FROM trainings y WHERE y.id = k.id AND y.tenant = p_tenant OFFSET 0) t
    -- the club by primary key too: joined, it was hashed again for every class (4 of a large week's 6 ms)
    CROSS JOIN LATERAL (SELECT z.time_zone FROM clubs z WHERE z.id = t.club_id OFFSET 0) c
  ), span AS (
    SELECT min(a.day_start) AS day_start, max(a.day_end) AS day_end FROM asked a
  ), mine AS MATERIALIZED (
    -- driven by the member's own registrations from the week's first day on (or from now, when that comes
    -- first), by their kept start (migration 280), each class by primary key (OFFSET 0: as in 050); every place
    -- a class counts starts later than now or within the week. Before, every place of the history was read.
    SELECT x.id, x.start_at, x.training_type, x.cancelled_at
    FROM registrations g
    CROSS JOIN LATERAL (
      SELECT y.id, y.start_at, y.training_type, y.cancelled_at FROM trainings y WHERE y.id = g.training_id OFFSET 0
    ) x
    CROSS JOIN span
    WHERE g.tenant = p_tenant AND g.user_id = p_user AND g.status <> 'cancelled'
      AND g.start_at >= (SELECT least(span.day_start, p_now) FROM span)
      AND (x.id = ANY (p_trainings) OR (x.cancelled_at IS NULL
        AND (x.start_at > p_now OR (x.start_at >= span.day_start AND x.start_at < span.day_end))))
  )
  SELECT a.id,
    count(*) FILTER (WHERE m.id = a.id) > 0,
    (count(*) FILTER (WHERE m.id <> a.id AND m.start_at > p_now))::int,
    (count(*) FILTER (WHERE m.start_at >= a.day_start AND m.start_at < a.day_end))::int,
    (count(*) FILTER (WHERE m.start_at >= a.day_start AND m.start_at < a.day_end AND m.training_type = a.training_type))::int
  FROM asked a
  LEFT JOIN mine m ON m.id = a.id
    OR (m.cancelled_at IS NULL AND (m.start_at > p_now OR (m.start_at >= a.day_start AND m.start_at < a.day_end)))
  GROUP BY a.id;
END $$;
