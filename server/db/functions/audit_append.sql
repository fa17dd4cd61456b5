-- The live body, applied on every start (server/db/live-functions.ts); history in migrations 190, 250.
-- Appends an entry to the club's chain: per-club turn (the advisory lock), hash of the predecessor and own
-- content. An API key acting (actor_role 'apiKey', actor_id the key's id) is named by the key's name.
CREATE OR REPLACE FUNCTION audit_append(
  p_tenant text, p_at timestamptz, p_actor_id int, p_actor_role text, p_request_id text, p_client_address text,
  p_action text, p_subject_type text, p_subject_id int, p_before jsonb, p_after jsonb, p_detail jsonb
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  e audit_log;
  head audit_log;
BEGIN
  PERFORM pg_advisory_xact_lock(190, hashtext(p_tenant));
  SELECT * INTO head FROM audit_log WHERE tenant = p_tenant ORDER BY seq DESC LIMIT 1;
  e.tenant := p_tenant;
  e.seq := coalesce(head.seq, 0) + 1;
  e.prev_hash := coalesce(head.hash, repeat('0', 64));
  e.at := p_at;
  e.actor_id := p_actor_id;
  e.actor_role := p_actor_role;
  -- staff are named for accountability; a member acting for themself (an export, a family code) by id only,
  -- so the log holds nothing an erasure would have to reach
  e.actor_name := CASE WHEN p_actor_role = 'member' THEN ''
    -- an API key (below) is named by its own name, never by a user who has the same id
    WHEN p_actor_role = 'apiKey' THEN
      coalesce((SELECT name FROM api_keys WHERE id = p_actor_id AND tenant = p_tenant), '')
    ELSE
      coalesce((SELECT trim(first_name || ' ' || last_name) FROM users WHERE id = p_actor_id AND tenant = p_tenant), '')
  END;
  e.request_id := p_request_id;
  e.client_address := p_client_address;
  e.action := p_action;
  e.subject_type := p_subject_type;
  e.subject_id := p_subject_id;
  e.before := p_before;
  e.after := p_after;
  e.detail := p_detail;
  e.hash := audit_entry_hash(e);
  INSERT INTO audit_log SELECT e.*;
  RETURN e.seq;
END
$$;
