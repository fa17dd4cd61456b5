-- The live body, applied on every start (server/db/live-functions.ts); history in migration 190.
-- Retention: removes a club's entries older than p_before from the chain's start, and appends an entry that
-- names the last removed one (`audit.pruned`, detail throughSeq and lastHash): the check takes that as the new
-- start, so removing older entries any other way is still detected. Answers how many were removed.
CREATE OR REPLACE FUNCTION audit_prune(p_tenant text, p_before timestamptz, p_at timestamptz) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  last audit_log;
  removed int;
BEGIN
  PERFORM pg_advisory_xact_lock(190, hashtext(p_tenant));
  -- the head always stays: it carries the chain on
  SELECT * INTO last FROM audit_log WHERE tenant = p_tenant AND at < p_before
    AND seq < (SELECT max(seq) FROM audit_log WHERE tenant = p_tenant) ORDER BY seq DESC LIMIT 1;
  IF last.seq IS NULL THEN
    RETURN 0;
  END IF;
  PERFORM set_config('audit.pruning', 'on', true);
  DELETE FROM audit_log WHERE tenant = p_tenant AND seq <= last.seq;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('audit.pruning', 'off', true);
  PERFORM audit_append(p_tenant, p_at, NULL, 'system', '', '', 'audit.pruned', NULL, NULL, NULL, NULL,
    jsonb_build_object('throughSeq', last.seq, 'lastHash', last.hash, 'removed', removed));
  RETURN removed;
END
$$;
