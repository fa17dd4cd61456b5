-- The live body, applied on every start (server/db/live-functions.ts); history in migration 190.
-- An entry's hash: its predecessor's hash and every field of its own, NULL written apart from any text, in one
-- canonical text (jsonb prints its keys in a fixed order; the instant in microseconds, whatever the session's
-- time zone). The check recomputes it with this same function.
CREATE OR REPLACE FUNCTION audit_entry_hash(a audit_log) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    a.prev_hash, a.tenant, a.seq::text, (extract(epoch FROM a.at) * 1000000)::bigint::text,
    coalesce(a.actor_id::text, E'\\N'), a.actor_role, a.actor_name, a.request_id, a.client_address, a.action,
    coalesce(a.subject_type, E'\\N'), coalesce(a.subject_id::text, E'\\N'),
    coalesce(a.before::text, E'\\N'), coalesce(a.after::text, E'\\N'), coalesce(a.detail::text, E'\\N')), 'UTF8')), 'hex')
$$;
