-- The live body, applied on every start (server/db/live-functions.ts); history in migration 242.
-- Whether a person born on p_birth may take a class on p_day with these limits (null: no limit that way). With a
-- limit and no birth date the answer is no: the club must know the age to let anyone in.
-- Dates as timestamps, not timestamptz (a stable cast): an immutable body, so the function is inlined.
CREATE OR REPLACE FUNCTION age_allowed(p_birth date, p_min int, p_max int, p_day date)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_min IS NULL AND p_max IS NULL THEN true
    WHEN p_birth IS NULL THEN false
    ELSE date_part('year', age(p_day::timestamp, p_birth::timestamp)) BETWEEN coalesce(p_min, 0) AND coalesce(p_max, 1000)
  END
$$;
