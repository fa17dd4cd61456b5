-- The live body, applied on every start (server/db/live-functions.ts); history in migration 110.
-- Until when the member may not book the club's classes online (null: free to book). PL/pgSQL so that its plan is
-- kept between calls (an aggregate keeps a SQL function from being inlined: it would be planned on every booking).
CREATE OR REPLACE FUNCTION member_blocked_until(p_user int, p_club int, p_now timestamptz)
RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT max(blocks_until) FROM member_strikes WHERE user_id = p_user AND club_id = p_club AND blocks_until > p_now);
END $$;
