-- The live body, applied on every start (server/db/live-functions.ts); history in migrations 050, 063.
-- Only the member's places from the class's day on are read (or from now, when that comes first), by their
-- kept start (migration 280): the class itself lies on its day, and every place the counts below filter in
-- starts later than now or on that day. Before, every place of the member's history was read.
-- member_booking_counts as plpgsql, same query and answer (migration 050): a SQL-language function called
-- from book_place's plpgsql is parsed and planned anew at every booking, while plpgsql keeps each statement's
-- plan for the connection's life. Measured on PostgreSQL 15 (1,000 bookings in one statement, busy machine):
-- 0.60–0.71 ms per book_place instead of 0.80–1.43 ms.
CREATE OR REPLACE FUNCTION member_booking_counts(p_tenant text, p_user int, p_training int, p_training_type text,
  p_day_start timestamptz, p_day_end timestamptz, p_now timestamptz,
  OUT already boolean, OUT active int, OUT same_day int, OUT same_type int)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT count(*) FILTER (WHERE x.id = p_training) > 0,
    (count(*) FILTER (WHERE x.id <> p_training AND x.start_at > p_now))::int,
    (count(*) FILTER (WHERE x.start_at >= p_day_start AND x.start_at < p_day_end))::int,
    (count(*) FILTER (WHERE x.start_at >= p_day_start AND x.start_at < p_day_end AND x.training_type = p_training_type))::int
  INTO already, active, same_day, same_type
  FROM registrations g
  CROSS JOIN LATERAL (
    SELECT y.id, y.start_at, y.training_type, y.cancelled_at FROM trainings y WHERE y.id = g.training_id OFFSET 0
  ) x
  WHERE g.tenant = p_tenant AND g.user_id = p_user AND g.status <> 'cancelled'
    AND g.start_at >= least(p_day_start, p_now)
    AND (x.id = p_training OR (x.cancelled_at IS NULL AND (x.start_at > p_now OR (x.start_at >= p_day_start AND x.start_at < p_day_end))));
END $$;
