-- The live body, applied on every start (server/db/live-functions.ts); history in migration 230.
-- The waiting list's entries before a registration joins it: a group counts once (its id negated, so it never
-- meets a registration's id), anyone else once each.
CREATE OR REPLACE FUNCTION waiting_entries(p_training int, p_except_group int DEFAULT NULL)
RETURNS int LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- PL/pgSQL keeps the plan between calls (a SQL function with an aggregate is planned on every call)
  RETURN (SELECT count(DISTINCT COALESCE(-w.together_id, w.id))::int FROM registrations w
    WHERE w.training_id = p_training AND w.status = 'waiting'
      AND (p_except_group IS NULL OR w.together_id IS DISTINCT FROM p_except_group));
END $$;
