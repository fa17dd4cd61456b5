-- The live body, applied on every start (server/db/live-functions.ts); history in migration 230.
-- The waiting registrations a class's p_free free places go to, in queue order (queued_at, id; a group by its
-- first): an entry gets places only whole. An entry that does not fit lets those behind it go first, or, in
-- strict order, ends the turn (the places wait for it). Entries with a member whose online booking the club's
-- strike rules block are passed over as before (promote-waiting.ts tells them).
CREATE OR REPLACE FUNCTION waiting_to_promote(p_training int, p_free int, p_strict boolean, p_strikes boolean, p_club int,
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
