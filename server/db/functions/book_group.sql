-- The live body, applied on every start (server/db/live-functions.ts); history in migration 230.
-- Books a group together or not at all. Each person goes through book_place with their own id, so every rule of
-- theirs decides; the class row is locked first and the members in ascending id order (book_places' order).
-- The whole group fits (free places, and in strict order no one waiting): each is booked. It does not fit: they
-- join one new waiting group (or, with no waiting list, are refused noFreePlaces). If anyone is refused by a rule
-- of theirs, everything done for the group is undone (a subtransaction) and no one holds a place.
-- Answers {placed, together_id, results: book_place's answer per person in p_users' order}; null: class not found.
CREATE OR REPLACE FUNCTION book_group(p_training int, p_tenant text, p_users int[], p_guardian int, p_now timestamptz,
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
