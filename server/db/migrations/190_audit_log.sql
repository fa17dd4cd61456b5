-- Issue 40 (4): the club's audit log. Every staff action is one entry, written in the transaction of the change:
-- who (user, role, name at the time), when, from where (request id, client address), what (action, subject) and
-- the values before and after. Append-only, and tamper-evident: each entry carries the SHA-256 of the entry
-- before it in its club plus its own content, so a changed, removed or inserted row breaks the chain, which
-- `npm run audit:check` verifies (server/domain/audit/verify-chain.ts).
CREATE TABLE audit_log (
  tenant text NOT NULL,
  -- the entry's place in its club's chain: 1, 2, 3 … (the newest is the chain's head)
  seq bigint NOT NULL,
  at timestamptz NOT NULL,
  actor_id int,
  actor_role text NOT NULL,
  actor_name text NOT NULL,
  request_id text NOT NULL,
  client_address text NOT NULL,
  action text NOT NULL,
  subject_type text,
  subject_id int,
  before jsonb,
  after jsonb,
  -- what the action carries besides its subject's row: a series scope, an SMS count
  detail jsonb,
  prev_hash text NOT NULL,
  hash text NOT NULL,
  PRIMARY KEY (tenant, seq)
);
-- the admin screen's filters, newest first within each
CREATE INDEX audit_log_action ON audit_log (tenant, action, seq);
CREATE INDEX audit_log_actor ON audit_log (tenant, actor_id, seq);
CREATE INDEX audit_log_subject ON audit_log (tenant, subject_type, subject_id, seq);
CREATE INDEX audit_log_at ON audit_log (tenant, at);

-- An entry's hash: its predecessor's hash and every field of its own, NULL written apart from any text, in one
-- canonical text (jsonb prints its keys in a fixed order; the instant in microseconds, whatever the session's
-- time zone). The check recomputes it with this same function.
CREATE FUNCTION audit_entry_hash(a audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    a.prev_hash, a.tenant, a.seq::text, (extract(epoch FROM a.at) * 1000000)::bigint::text,
    coalesce(a.actor_id::text, E'\\N'), a.actor_role, a.actor_name, a.request_id, a.client_address, a.action,
    coalesce(a.subject_type, E'\\N'), coalesce(a.subject_id::text, E'\\N'),
    coalesce(a.before::text, E'\\N'), coalesce(a.after::text, E'\\N'), coalesce(a.detail::text, E'\\N')), 'UTF8')), 'hex')
$$;

-- Appends one entry to its club's chain. Writers of one club take turns (a transaction-level advisory lock on
-- the club), so two concurrent changes never both link to the same predecessor and fork the chain; the lock
-- ends with the writer's transaction, whose change and entry commit together. The actor's name is read here,
-- as it is at this moment.
CREATE FUNCTION audit_append(
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
  e.actor_name := CASE WHEN p_actor_role = 'member' THEN '' ELSE
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

-- Append-only: no UPDATE ever, no TRUNCATE, and DELETE only through audit_prune (the retention path), which
-- marks its own transaction. A superuser can still switch the trigger off; the chain's check then tells.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('audit.pruning', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Retention: removes a club's entries older than p_before from the chain's start, and appends an entry that
-- names the last removed one (`audit.pruned`, detail throughSeq and lastHash): the check takes that as the new
-- start, so removing older entries any other way is still detected. Answers how many were removed.
CREATE FUNCTION audit_prune(p_tenant text, p_before timestamptz, p_at timestamptz) RETURNS int LANGUAGE plpgsql AS $$
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
