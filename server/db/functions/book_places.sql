-- The live body, applied on every start (server/db/live-functions.ts); history in migration 071.
-- Bookings that reach one server process together, made in one transaction: book_place (book_place.sql)
-- for each, in the order they arrived, so each keeps every rule, lock and answer of a booking on its
-- own. What they share is the transaction's cost: its start, its commit and the commit's flush to disk,
-- and the round trip; measured on PostgreSQL 15 (pgbench, 12 clients on 2 cores), ten bookings per
-- transaction took half the CPU per booking of one per transaction.
--
-- Lock order: the batch first locks every class it books (ascending id), then every member (ascending id),
-- and only then books. A booking on its own locks its class, then its member: every transaction takes
-- class rows before member rows, and each kind in ascending order, so two batches (or a batch and a single
-- booking) never wait for each other in a circle.
--
-- The answer is a json array, one element per booking in the arguments' order: book_place's answer (null
-- when the class or member is not found).
CREATE OR REPLACE FUNCTION book_places(p_trainings int[], p_tenants text[], p_users int[], p_nows timestamptz[],
  p_members boolean[])
RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_answers json[] := '{}';
BEGIN
  PERFORM 1 FROM trainings t JOIN unnest(p_trainings, p_tenants) AS b(id, tenant) ON t.id = b.id AND t.tenant = b.tenant
  ORDER BY t.id FOR UPDATE OF t;
  PERFORM 1 FROM users u JOIN unnest(p_users, p_tenants) AS b(id, tenant) ON u.id = b.id AND u.tenant = b.tenant
  ORDER BY u.id FOR NO KEY UPDATE OF u;
  FOR i IN 1..coalesce(array_length(p_trainings, 1), 0) LOOP
    v_answers := v_answers || book_place(p_trainings[i], p_tenants[i], p_users[i], p_nows[i], p_members[i]);
  END LOOP;
  RETURN array_to_json(v_answers);
END $$;
